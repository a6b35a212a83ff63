import jax.numpy as jnp


def soft_histogram(values, edges, bandwidth=0.1):
    cdf = 0.5 * (1 + jnp.tanh((values[:, None] - edges[None, :]) / bandwidth))
    return jnp.sum(cdf[:, :-1] - cdf[:, 1:], axis=0)


def nonempty_bins(counts):
    counts = counts[counts > 0.5]  # error: JAX103
    return counts
