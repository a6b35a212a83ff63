import jax.numpy as jnp
import numpy as np

# albedo of open sea, sea ice, snow-free land and snow (SPEEDY values)
ALBEDO = np.array([0.07, 0.60, 0.17, 0.60])
EMISSIVITY = 0.98
SIGMA = 5.67e-8


def surface_albedo(sea_ice_frac, snow_cover, land_frac):
    ice = jnp.clip(sea_ice_frac, 0.0, 1.0)
    sea = ALBEDO[0] + ice * (ALBEDO[1] - ALBEDO[0])
    land = ALBEDO[2] + snow_cover * (ALBEDO[3] - ALBEDO[2])
    return land_frac * land + (1.0 - land_frac) * sea


def longwave_emission(t_surface):
    return EMISSIVITY * SIGMA * jnp.power(t_surface, 4)
