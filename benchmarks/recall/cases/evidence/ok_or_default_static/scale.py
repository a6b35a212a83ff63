# Report: https://github.com/jax-ml/jax/pull/16430
# Near miss: `scale or 1.0` on a static argument, a Python value (or None) at trace time.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="scale")
def rescale(x, scale=None):
    scale = scale or 1.0
    return x * scale


if __name__ == "__main__":
    print(rescale(jnp.ones(3), scale=2.0), rescale(jnp.ones(3)))
