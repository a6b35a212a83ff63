import jax.numpy as jnp


def plane_redshifts_from(galaxies):
    """The redshifts of the planes the galaxies sit in, in ascending order."""
    galaxies_ascending_redshift = sorted(galaxies, key=lambda galaxy: galaxy.redshift)  # error: JAX101
    return [galaxy.redshift for galaxy in galaxies_ascending_redshift]


def deflections_of_planes(galaxies, grid):
    redshifts = plane_redshifts_from(galaxies)
    total = jnp.zeros_like(grid)
    for z in redshifts:
        for galaxy in galaxies:
            if galaxy.redshift is z:
                total = total + galaxy.deflections(grid - total * 0.1 * z)
    return total
