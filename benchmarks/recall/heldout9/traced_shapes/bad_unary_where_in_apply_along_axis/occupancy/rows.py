import jax.numpy as jnp


def occupied_positions(row):
    """Indices of the occupied sites of one row."""
    (idx,) = jnp.where(row)  # error: JAX106
    return idx


def positions_per_row(grid):
    return jnp.apply_along_axis(occupied_positions, 1, grid)
