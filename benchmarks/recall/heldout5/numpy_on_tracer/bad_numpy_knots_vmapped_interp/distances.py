# Report: https://github.com/DifferentiableUniverseInitiative/jax_cosmo/issues/121
# As in the issue: `interp(x, xp, fp)` is called with NumPy arrays for the knots (here a distance
# table built with NumPy); the interpolation is vmapped over `x`, so the bin index `ind` is a
# BatchTracer and `xp[ind]` indexes a NumPy array with a tracer: TracerArrayConversionError (the
# same call with `numpy.interp` works).
import numpy as np

from cosmo_lite.background import comoving_distance

if __name__ == "__main__":
    print("chi(z) [Mpc/h]:", comoving_distance(np.array([0.5, 1.5])))
