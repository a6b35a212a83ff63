# Report: https://github.com/ott-jax/ott/pull/114
# Twin: the caller passes the number of segments as a static Python int, so the counts are
# concrete and the assert checks them at trace time.
from functools import partial

import jax
import jax.numpy as jnp

from ottmini.segment import segment_interface


def sq_dist(a, b):
    return jnp.sum((a - b) ** 2)


@partial(jax.jit, static_argnames=("num_segments",))
def segmented_cost(x, y, ids_x, ids_y, num_segments):
    return segment_interface(x, y, sq_dist, ids_x, ids_y, num_segments=num_segments)


if __name__ == "__main__":
    kx, ky = jax.random.split(jax.random.key(0))
    x = jax.random.normal(kx, (20, 3))
    y = jax.random.normal(ky, (20, 3))
    ids = jnp.repeat(jnp.arange(2), 10)
    print(segmented_cost(x, y, ids, ids, num_segments=2))
