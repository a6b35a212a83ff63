# Report: https://github.com/DifferentiableUniverseInitiative/jax_cosmo/issues/121
# The fix: `interp` converts the knots with `jnp.asarray` before vmapping, so NumPy tables (here
# the distance table) are JAX arrays when they are indexed with the traced bin index.
import numpy as np

from cosmo_lite.background import comoving_distance

if __name__ == "__main__":
    print("chi(z) [Mpc/h]:", comoving_distance(np.array([0.5, 1.5])))
