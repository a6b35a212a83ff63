import jax
import jax.numpy as jnp


class ProximalProjection:
    """Projects the objective onto the equilibrium constraint; constants are passed, not baked in."""

    def __init__(self, objective):
        self.objective = objective
        self._jac = jax.jit(objective.jac_scaled)
        self._err = jax.jit(objective.compute_scaled_error)

    def update_constants(self, x):
        self.constants = {"minor": 0.1 * jnp.abs(x[1])}

    def step(self, x):
        J, f = self._jac(x, self.constants), self._err(x, self.constants)
        return x - jnp.linalg.lstsq(J, f)[0]
