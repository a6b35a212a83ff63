# Report: https://github.com/jax-md/jax-md/issues/161
# The fix from the thread: the neighbor list is an argument of the jitted energy (a pytree), so each call
# uses the list the loop just updated.
from typing import NamedTuple

import jax
import jax.numpy as jnp


class NeighborList(NamedTuple):
    idx: jax.Array

    def update(self, positions, cutoff=1.5):
        d = jnp.linalg.norm(positions[:, None] - positions[None], axis=-1)
        order = jnp.argsort(jnp.where(d < cutoff, d, jnp.inf), axis=1)
        return NeighborList(order[:, 1:3])


def real_space(positions, neighbor, q, kappa):
    r = jnp.linalg.norm(positions[:, None] - positions[neighbor.idx], axis=-1)
    return jnp.sum(q[:, None] * q[neighbor.idx] * jax.scipy.special.erfc(kappa * r) / r)


jitted_real_space = jax.jit(real_space)

if __name__ == "__main__":
    positions = jax.random.uniform(jax.random.key(0), (6, 3)) * 2.0
    nbr = NeighborList(jnp.zeros((6, 2), jnp.int32)).update(positions)
    q = jnp.ones(6)
    for step in range(3):
        positions = positions + 0.3 * jax.random.normal(jax.random.key(step), positions.shape)
        nbr = nbr.update(positions)
        print(jitted_real_space(positions, nbr, q, 0.5))
