import numpy as np


class Transform:
    def __init__(self, grid, basis):
        self.grid = grid
        self.basis = basis
        self._check_inputs_fft(basis)

    def _check_inputs_fft(self, basis):
        id2 = np.lexsort((basis.modes[:, 1], basis.modes[:, 0], basis.modes[:, 2]))  # error: JAX104
        self.sorted_modes = basis.modes[id2]

    def transform(self, c):
        rho, theta, zeta = self.grid
        return self.basis.evaluate(rho, theta, zeta) @ c
