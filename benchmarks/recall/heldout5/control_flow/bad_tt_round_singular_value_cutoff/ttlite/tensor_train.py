import jax
import jax.numpy as jnp


def random_tt(key, shape, rank):
    """A random tensor train: a list of cores of shape (r_prev, n_k, r_next)."""
    ranks = [1] + [rank] * (len(shape) - 1) + [1]
    keys = jax.random.split(key, len(shape))
    return [jax.random.normal(k, (ranks[i], n, ranks[i + 1])) for i, (k, n) in enumerate(zip(keys, shape))]


def tt_full(cores):
    out = cores[0]
    for core in cores[1:]:
        out = jnp.tensordot(out, core, axes=([-1], [0]))
    return out[0, ..., 0]
