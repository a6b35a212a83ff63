import jax
import jax.numpy as jnp

from .interpolate import build_density_interpolator


@jax.jit
def optical_depth(radial_profiles, r_path):
    ne_at = build_density_interpolator(radial_profiles)
    return jnp.trapezoid(ne_at(r_path), r_path)
