# Report: https://github.com/jax-md/jax-md/issues/161
# As in the report ("It is unsafe and tricky that I use a variable from outer function"): the jitted
# real-space energy reads the module-level neighbor list `nbr`, which the MD loop rebinds with
# nbr.update(positions) every step; the compiled function keeps the list of its first trace.
from typing import NamedTuple

import jax
import jax.numpy as jnp


class NeighborList(NamedTuple):
    idx: jax.Array

    def update(self, positions, cutoff=1.5):
        d = jnp.linalg.norm(positions[:, None] - positions[None], axis=-1)
        order = jnp.argsort(jnp.where(d < cutoff, d, jnp.inf), axis=1)
        return NeighborList(order[:, 1:3])


def real_space(positions, q, kappa):
    neighbor = nbr  # error: JAX201
    r = jnp.linalg.norm(positions[:, None] - positions[neighbor.idx], axis=-1)
    return jnp.sum(q[:, None] * q[neighbor.idx] * jax.scipy.special.erfc(kappa * r) / r)


positions = jax.random.uniform(jax.random.key(0), (6, 3)) * 2.0
nbr = NeighborList(jnp.zeros((6, 2), jnp.int32)).update(positions)
jitted_real_space = jax.jit(real_space)

if __name__ == "__main__":
    q = jnp.ones(6)
    for step in range(3):
        positions = positions + 0.3 * jax.random.normal(jax.random.key(step), positions.shape)
        nbr = nbr.update(positions)
        print(jitted_real_space(positions, q, 0.5), real_space(positions, q, 0.5))
