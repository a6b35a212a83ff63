# Report: https://github.com/NVIDIA/nvalchemi-toolkit-ops/pull/72
# Twin: the shift count is computed once outside jit, on concrete arrays, and handed to the jitted
# step as a Python int.
import jax
import jax.numpy as jnp

from nbrlist.naive import naive_neighbor_list
from nbrlist.shifts import compute_naive_num_shifts

cell = jnp.eye(3) * 4.0
pbc = jnp.array([True, True, True])
cutoff = 2.5
MAX_SHIFTS = compute_naive_num_shifts(cell, cutoff, pbc)


@jax.jit
def count_neighbors(positions):
    mask = naive_neighbor_list(positions, cutoff, cell=cell, pbc=pbc, max_shifts=MAX_SHIFTS)
    return mask.sum(axis=1)


if __name__ == "__main__":
    positions = jax.random.uniform(jax.random.key(0), (8, 3)) * 4.0
    print(count_neighbors(positions))
