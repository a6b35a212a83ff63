# Report: https://github.com/jax-ml/jax/pull/689
# The example of this PR: a jitted feature map draws random matrices whose shape comes from its traced
# arguments `n` and `d`.
import jax
import jax.numpy as jnp
from jax import random


@jax.jit
def feature_map(key, n, d, sigma=1.0):
    W = random.normal(key, (d, n)) / sigma  # error: JAX106
    return lambda x: jnp.sqrt(2.0 / d) * jnp.cos(W @ x)


if __name__ == "__main__":
    feature_map(random.key(123), 5, 3)
