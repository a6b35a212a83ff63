# Report: https://github.com/NVIDIA/nvalchemi-toolkit-ops/pull/72
# Review of the JAX neighbor-list example: the jitted step closes over `cell` and `pbc` but does not
# pass the shift counts, so `naive_neighbor_list` falls back to `compute_naive_num_shifts`, which
# calls `int(max_shifts.max())` on a staged array and raises ConcretizationTypeError under jit.
import jax
import jax.numpy as jnp

from nbrlist.naive import naive_neighbor_list

cell = jnp.eye(3) * 4.0
pbc = jnp.array([True, True, True])
cutoff = 2.5


@jax.jit
def count_neighbors(positions):
    mask = naive_neighbor_list(positions, cutoff, cell=cell, pbc=pbc)
    return mask.sum(axis=1)


if __name__ == "__main__":
    positions = jax.random.uniform(jax.random.key(0), (8, 3)) * 4.0
    print(count_neighbors(positions))
