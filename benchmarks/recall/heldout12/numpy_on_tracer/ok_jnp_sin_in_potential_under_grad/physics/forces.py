import jax

from .potential import torsion_potential


class TorsionForceField:
    def __init__(self, k=1.0):
        self.k = k
        self._grad = jax.grad(torsion_potential)

    def forces(self, angles):
        return -self.k * self._grad(angles)
