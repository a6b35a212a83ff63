import jax
import jax.numpy as jnp

from .geometry import sublattice_sites


@jax.jit
def staggered_magnetization(spins):
    sites = sublattice_sites(spins.shape[0])
    return jnp.mean(spins[sites])
