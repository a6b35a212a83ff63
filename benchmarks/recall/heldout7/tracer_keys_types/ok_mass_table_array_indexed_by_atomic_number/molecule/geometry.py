import jax.numpy as jnp

from .elements import ATOMIC_MASS, MASS_TABLE


def center_of_mass(positions, atomic_numbers):
    masses = MASS_TABLE[atomic_numbers]
    return jnp.sum(masses[:, None] * positions, axis=0) / jnp.sum(masses)


def recenter(positions, atomic_numbers):
    return positions - center_of_mass(positions, atomic_numbers)
