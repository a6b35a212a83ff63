import jax.numpy as jnp


def sublattice_sites(n, stride=3):
    """Indices of the sites of one sublattice: depends only on the lattice size."""
    on_sublattice = jnp.arange(n) % stride == 0
    return jnp.nonzero(on_sublattice)[0]  # error: JAX106
