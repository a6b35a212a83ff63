# Report: https://github.com/patrick-kidger/jaxtyping/issues/12
# Near miss: the limit is a static argument, so isinstance sees the Python float or tuple the caller gave.
from functools import partial

import jax
import jax.numpy as jnp


def clip(x, limit):
    if isinstance(limit, float):
        limit = (-limit, limit)
    lo, hi = limit
    return jnp.clip(x, lo, hi)


@partial(jax.jit, static_argnames="limit")
def clipped_update(w, g, limit):
    return w - 0.1 * clip(g, limit)


if __name__ == "__main__":
    print(clipped_update(jnp.zeros(3), jnp.arange(3.0), limit=1.5))
