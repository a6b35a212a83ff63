# Report: https://github.com/proximafusion/raytrax/pull/38
# The edge-density warning reads float(radial_profiles.electron_density[-1]) while the interpolator
# is built; when the profiles are arguments of a jitted (or differentiated) ray trace the value is
# a tracer and float() raises ConcretizationTypeError ("tracing blocker").
import jax.numpy as jnp

from raytrax.trace import optical_depth

if __name__ == "__main__":
    rho = jnp.linspace(0.0, 1.0, 11)
    profiles = {"rho": rho, "electron_density": 1.0 - 0.9 * rho**2}
    print(optical_depth(profiles, jnp.linspace(0.0, 1.2, 25)))
