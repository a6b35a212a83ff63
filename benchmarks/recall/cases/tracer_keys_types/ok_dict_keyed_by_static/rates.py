# Report: https://github.com/jax-ml/jax/pull/24722
# Near miss: the dict key is a static argument, and the traced index selects from a jnp table.
from functools import partial

import jax
import jax.numpy as jnp

DECAY = {"slow": 0.1, "fast": 0.9}
TABLE = jnp.array([0.1, 0.5, 0.9])


@partial(jax.jit, static_argnames="schedule")
def decay(x, kind, schedule):
    return x * DECAY[schedule] * TABLE[kind]


if __name__ == "__main__":
    print(decay(jnp.ones(2), 1, schedule="fast"))
