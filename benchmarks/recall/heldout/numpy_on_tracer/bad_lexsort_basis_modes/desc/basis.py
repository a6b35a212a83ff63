import equinox as eqx
import jax


class FourierZernikeBasis(eqx.Module):
    modes: jax.Array  # (num_modes, 3) integer (l, m, n)

    def evaluate(self, rho, theta, zeta):
        l, m, n = self.modes[:, 0], self.modes[:, 1], self.modes[:, 2]
        return rho[:, None] ** l * jax.numpy.cos(m * theta[:, None] + n * zeta[:, None])
