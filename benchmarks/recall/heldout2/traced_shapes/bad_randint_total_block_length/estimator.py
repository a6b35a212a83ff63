# Report: https://github.com/jax-ml/jax/issues/5013
# As in the report (numpyro's hmcecs `_sample_u_poisson`), the number of subsample blocks is
# `jnp.sum(block_lengths)` of Poisson draws, a value that changes every iteration; as the shape of
# random.randint under the jitted estimator it raises "Shapes must be 1D sequences of concrete values".
import jax
import jax.numpy as jnp
from jax import random

from hmcecs import sample_u_poisson


def log_lik(theta, x):
    return -0.5 * (x - theta) ** 2


@jax.jit
def subsampled_log_lik(rng_key, theta, data):
    u = sample_u_poisson(rng_key, data.shape[0], 4, 0.5)
    return data.shape[0] * jnp.mean(log_lik(theta, data[u]))


if __name__ == "__main__":
    data = jnp.linspace(-1.0, 1.0, 16)
    print(sample_u_poisson(random.key(0), 16, 4, 0.5).shape)  # eager: fine
    for i in range(3):
        print(subsampled_log_lik(random.key(i), 0.2, data))
