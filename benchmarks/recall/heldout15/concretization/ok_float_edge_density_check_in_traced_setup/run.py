# Report: https://github.com/proximafusion/raytrax/pull/38
# The fix: the edge-density check (float() of a profile value) runs eagerly on the concrete
# profiles, outside the jitted ray trace.
import jax.numpy as jnp

from raytrax.profiles import check_edge_density
from raytrax.trace import optical_depth

if __name__ == "__main__":
    rho = jnp.linspace(0.0, 1.0, 11)
    profiles = {"rho": rho, "electron_density": 1.0 - 0.9 * rho**2}
    check_edge_density(profiles)
    print(optical_depth(profiles, jnp.linspace(0.0, 1.2, 25)))
