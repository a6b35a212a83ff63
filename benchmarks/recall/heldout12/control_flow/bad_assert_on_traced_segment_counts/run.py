# Report: https://github.com/ott-jax/ott/pull/114
# Review of `segment_sinkhorn`: under `jax.jit` the interface fails with ConcretizationTypeError at
# `assert num_segments_x == num_segments_y`, because without an explicit `num_segments` the counts
# are computed from the traced segment ids.
import jax
import jax.numpy as jnp

from ottmini.segment import segment_interface


def sq_dist(a, b):
    return jnp.sum((a - b) ** 2)


@jax.jit
def segmented_cost(x, y, ids_x, ids_y):
    return segment_interface(x, y, sq_dist, ids_x, ids_y)


if __name__ == "__main__":
    kx, ky = jax.random.split(jax.random.key(0))
    x = jax.random.normal(kx, (20, 3))
    y = jax.random.normal(ky, (20, 3))
    ids = jnp.repeat(jnp.arange(2), 10)
    print(segmented_cost(x, y, ids, ids))
