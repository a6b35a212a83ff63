import jax.numpy as jnp

from ._array_api import xp_capabilities


@xp_capabilities(static=("rng", "n_resamples"))
def bootstrap_mean(data, rng, n_resamples=5):
    n = data.shape[0]
    idx = rng.integers(0, n, size=(n_resamples, n))  # error: JAX204
    return jnp.mean(data[idx], axis=1)
