import jax.numpy as jnp

SITES_PER_ROW = 2


def occupied_positions(row):
    """Indices of the occupied sites of one row (every row holds SITES_PER_ROW particles)."""
    (idx,) = jnp.nonzero(row, size=SITES_PER_ROW)
    return idx


def positions_per_row(grid):
    return jnp.apply_along_axis(occupied_positions, 1, grid)
