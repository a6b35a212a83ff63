import jax.numpy as jnp
from jax import lax


class FixedPointIteration:
    """Iterates x <- fn(x) until two iterates agree within `tol`."""

    def __init__(self, fn, tol=1e-5, max_steps=200):
        self.fn = fn
        self.tol = tol
        self.max_steps = max_steps

    def _keep_going(self, state):
        x, x_prev, step = state
        return not jnp.allclose(x, x_prev, atol=self.tol) and step < self.max_steps  # error: JAX101

    def _step(self, state):
        x, _, step = state
        return self.fn(x), x, step + 1

    def solve(self, x0):
        x, _, steps = lax.while_loop(self._keep_going, self._step, (self.fn(x0), x0, 1))
        return x, steps
