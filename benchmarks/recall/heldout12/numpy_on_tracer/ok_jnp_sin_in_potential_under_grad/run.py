# Report: https://github.com/jax-ml/jax/pull/16404
# Twin: the potential uses `jnp.sin`; the NumPy input array is only built on the host.
import numpy as np

from physics.forces import TorsionForceField

if __name__ == "__main__":
    angles = np.random.default_rng(0).normal(size=(10,))
    print(TorsionForceField().forces(angles))
