# Report: https://github.com/jax-ml/jax/pull/16430
# Near miss: `in` on a static argument (a Python string), and jnp.isin for the traced token.
from functools import partial

import jax
import jax.numpy as jnp

SPECIAL_IDS = jnp.array([0, 1, 2])


@partial(jax.jit, static_argnames="mode")
def weight(token, mode):
    if mode in ("eval", "test"):
        return jnp.float32(1.0)
    return jnp.where(jnp.isin(token, SPECIAL_IDS), 0.0, 1.0)


if __name__ == "__main__":
    print(weight(jnp.int32(5), mode="train"))
