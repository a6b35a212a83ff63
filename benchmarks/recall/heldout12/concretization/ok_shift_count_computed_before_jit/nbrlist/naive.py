import itertools

import jax.numpy as jnp

from .shifts import compute_naive_num_shifts


def naive_neighbor_list(positions, cutoff, cell, pbc, max_shifts=None):
    """All-pairs neighbor mask over the periodic images within `max_shifts` cells."""
    if max_shifts is None:
        max_shifts = compute_naive_num_shifts(cell, cutoff, pbc)
    r = range(-max_shifts, max_shifts + 1)
    shifts = jnp.array(list(itertools.product(r, r, r)), dtype=positions.dtype)
    images = shifts @ cell
    diff = positions[:, None, None, :] - positions[None, :, None, :] + images[None, None]
    dist = jnp.linalg.norm(diff, axis=-1)
    self_pair = (jnp.eye(positions.shape[0], dtype=bool)[:, :, None]
                 & jnp.all(shifts == 0, axis=-1)[None, None])
    return jnp.any((dist < cutoff) & ~self_pair, axis=-1)
