# Report: https://github.com/jax-ml/jax/issues/5013
# Twin: the masking answer from the thread: a fixed number of blocks, the Poisson count only decides
# which of them are used, so every shape under jit is static.
import jax
import jax.numpy as jnp
from jax import random

from hmcecs import sample_u_poisson


def log_lik(theta, x):
    return -0.5 * (x - theta) ** 2


@jax.jit
def subsampled_log_lik(rng_key, theta, data):
    u, mask = sample_u_poisson(rng_key, data.shape[0], 4, 0.5)
    per_block = jnp.mean(log_lik(theta, data[u]), axis=1)
    return data.shape[0] * jnp.sum(jnp.where(mask, per_block, 0.0)) / jnp.maximum(mask.sum(), 1)


if __name__ == "__main__":
    data = jnp.linspace(-1.0, 1.0, 16)
    for i in range(3):
        print(subsampled_log_lik(random.key(i), 0.2, data))
