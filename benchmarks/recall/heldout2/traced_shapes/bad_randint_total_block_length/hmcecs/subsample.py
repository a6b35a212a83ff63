import jax.numpy as jnp
from jax import random


def sample_u_poisson(rng_key, m, l, lambda_):
    """Draws the subsample indices of a block-Poisson estimator: a Poisson number of blocks, each of
    `l` indices among the `m` data points."""
    key_blocks, key_u = random.split(rng_key)
    block_lengths = random.poisson(key_blocks, lambda_, (m,))
    u = random.randint(key_u, (jnp.sum(block_lengths), l), 0, m)  # error: JAX106
    return u
