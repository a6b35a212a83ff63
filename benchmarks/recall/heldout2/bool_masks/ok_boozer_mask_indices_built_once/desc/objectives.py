import jax
import jax.numpy as jnp
import numpy as np


def boozer_harmonics(params, modes):
    """|B| Fourier amplitudes in Boozer coordinates for each (m, n) mode (a toy stand-in)."""
    m, n = modes[:, 0], modes[:, 1]
    return params["B0"] * jnp.exp(-0.5 * (m ** 2 + n ** 2)) * (1.0 + params["delta"] * (n - m))


class QuasisymmetryBoozer:
    """Residual of the Boozer harmonics that break the helical symmetry (M, N)."""

    def __init__(self, helicity=(1, 0), M_booz=3, N_booz=3):
        self.helicity = helicity
        self._modes = np.array([(m, n) for m in range(M_booz + 1) for n in range(-N_booz, N_booz + 1)])

    def build(self):
        M, N = self.helicity
        symmetric = self._modes[:, 0] * N == self._modes[:, 1] * M
        self._asym_idx = np.nonzero(~symmetric)[0]
        self.constants = {"modes": jnp.asarray(self._modes, dtype=jnp.float32)}
        self.compute_jit = jax.jit(self.compute)

    def compute(self, params, constants):
        modes = constants["modes"]
        B_mn = boozer_harmonics(params, modes)
        return B_mn[self._asym_idx]
