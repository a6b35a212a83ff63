import jax.numpy as jnp


def torsion_potential(angles):
    return jnp.sin(angles).sum()
