import jax.numpy as jnp


def compute_naive_num_shifts(cell, cutoff, pbc):
    """Number of periodic images to search along each lattice vector.

    Must run on concrete arrays: the result sizes the shift grid.
    """
    lengths = jnp.linalg.norm(cell, axis=1)
    max_shifts = jnp.ceil(cutoff / lengths).astype(jnp.int32) * pbc.astype(jnp.int32)
    return int(max_shifts.max())
