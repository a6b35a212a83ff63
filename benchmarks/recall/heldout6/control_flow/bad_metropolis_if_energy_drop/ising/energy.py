import jax.numpy as jnp


def energy(couplings, fields, state):
    spins = 2.0 * state - 1.0
    return -0.5 * spins @ couplings @ spins - fields @ spins
