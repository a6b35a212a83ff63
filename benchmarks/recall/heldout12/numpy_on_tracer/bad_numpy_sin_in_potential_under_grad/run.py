# Report: https://github.com/jax-ml/jax/pull/16404
# The PR's example: `jax.grad` of `np.sin(x).sum()` with NumPy's `sin` raises
# TracerArrayConversionError, even without jit (the PR shortens the error's tracer repr). Here the
# NumPy potential is differentiated by a force-field class in another module.
import numpy as np

from physics.forces import TorsionForceField

if __name__ == "__main__":
    angles = np.random.default_rng(0).normal(size=(10,))
    print(TorsionForceField().forces(angles))
