# Report: https://github.com/google/flax/issues/4146
# Near miss: the flag is named in static_argnames, so `if use_noise:` reads a Python bool.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="use_noise")
def step(x, use_noise: bool, key):
    if use_noise:
        x = x + 0.1 * jax.random.normal(key, x.shape)
    return jnp.tanh(x)


if __name__ == "__main__":
    print(step(jnp.ones(3), use_noise=True, key=jax.random.key(0)))
