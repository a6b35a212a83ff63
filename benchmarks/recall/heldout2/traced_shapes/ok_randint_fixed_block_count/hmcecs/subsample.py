import jax.numpy as jnp
from jax import random


def sample_u_poisson(rng_key, m, l, lambda_, max_blocks=32):
    """Draws the subsample indices of a block-Poisson estimator, padded to `max_blocks` blocks; the
    mask says which of them the Poisson draw asked for."""
    key_blocks, key_u = random.split(rng_key)
    n_blocks = jnp.sum(random.poisson(key_blocks, lambda_, (m,)))
    u = random.randint(key_u, (max_blocks, l), 0, m)
    mask = jnp.arange(max_blocks) < n_blocks
    return u, mask
