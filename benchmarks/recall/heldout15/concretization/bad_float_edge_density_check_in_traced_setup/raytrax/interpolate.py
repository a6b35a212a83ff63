import jax.numpy as jnp

from .profiles import check_edge_density


def build_density_interpolator(radial_profiles):
    check_edge_density(radial_profiles)
    rho = radial_profiles["rho"]
    ne = radial_profiles["electron_density"]

    def ne_at(r):
        return jnp.interp(r, rho, ne, right=0.0)

    return ne_at
