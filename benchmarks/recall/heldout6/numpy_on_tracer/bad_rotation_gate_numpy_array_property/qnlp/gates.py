import jax.numpy as jnp
import numpy as np


class Rx:
    def __init__(self, phase):
        self.phase = phase

    @property
    def array(self):
        half_theta = np.pi * self.phase
        c, s = np.cos(half_theta), np.sin(half_theta)  # error: JAX104
        return np.array([[c, -1j * s], [-1j * s, c]])


class CZ:
    array = np.diag([1.0, 1.0, 1.0, -1.0]).astype(np.complex64)
