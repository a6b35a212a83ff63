import jax
import jax.numpy as jnp

MAX_DRAWS = 16


@jax.jit
def random_subsample(data, rng_key):
    n, m = data.shape
    shape_key, sub_key = jax.random.split(rng_key)
    count = jax.random.poisson(shape_key, 1, (2,)).sum()  # a random number of draws
    # a fixed maximum size, and a mask saying which of the draws are real
    sub_indices = jax.random.randint(sub_key, (MAX_DRAWS, 3), 0, n)
    valid = jnp.arange(MAX_DRAWS) < jnp.minimum(count, MAX_DRAWS)
    return data[sub_indices, :], valid
