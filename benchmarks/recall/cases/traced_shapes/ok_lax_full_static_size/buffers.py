# Report: https://github.com/patrick-kidger/equinox/issues/236
# Near miss: the capacity is static, so lax.full gets a Python int shape.
from functools import partial

import jax
from jax import lax


@partial(jax.jit, static_argnames="capacity")
def init_buffer(fill, capacity):
    return lax.full((capacity, 2), fill)


if __name__ == "__main__":
    print(init_buffer(0.0, capacity=4))
