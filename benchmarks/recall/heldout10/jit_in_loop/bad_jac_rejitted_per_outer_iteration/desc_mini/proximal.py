from functools import partial

import jax
import jax.numpy as jnp


class ProximalProjection:
    """Projects the objective onto the equilibrium constraint, rebuilt after every outer step."""

    def __init__(self, objective):
        self.objective = objective

    def update_constants(self, x):
        constants = {"minor": 0.1 * jnp.abs(x[1])}
        self._jac = jax.jit(partial(self.objective.jac_scaled, constants=constants))  # error: JAX205
        self._err = jax.jit(partial(self.objective.compute_scaled_error, constants=constants))  # error: JAX205

    def step(self, x):
        J, f = self._jac(x), self._err(x)
        return x - jnp.linalg.lstsq(J, f)[0]
