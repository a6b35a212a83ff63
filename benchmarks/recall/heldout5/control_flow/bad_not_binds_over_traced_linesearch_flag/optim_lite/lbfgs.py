"""A gradient solver in the style of jaxopt's LBFGS (memory of one: a scaled steepest descent)."""
import dataclasses
from typing import Any, Callable, NamedTuple

import jax
import jax.numpy as jnp

from .linesearch import backtracking


class SolverState(NamedTuple):
    iter_num: jnp.ndarray
    value: jnp.ndarray
    grad: jnp.ndarray
    error: jnp.ndarray
    failed_linesearch: jnp.ndarray


@dataclasses.dataclass(eq=False)
class LBFGS:
    fun: Callable
    maxiter: int = 200
    tol: float = 1e-4
    stop_if_linesearch_fails: bool = False

    def init_state(self, params) -> SolverState:
        value, grad = jax.value_and_grad(self.fun)(params)
        return SolverState(jnp.asarray(0), value, grad, jnp.linalg.norm(grad), jnp.asarray(False))

    def update(self, params, state: SolverState):
        step, failed = backtracking(self.fun, params, state.value, state.grad, -state.grad)
        params = params - step * state.grad
        value, grad = jax.value_and_grad(self.fun)(params)
        return params, SolverState(state.iter_num + 1, value, grad, jnp.linalg.norm(grad), failed)

    def _cond_fun(self, inputs):
        _, state = inputs
        keep_going = (state.error > self.tol) & (state.iter_num < self.maxiter)
        return keep_going & (not self.stop_if_linesearch_fails | ~state.failed_linesearch)  # error: JAX101

    def _body_fun(self, inputs):
        params, state = inputs
        return self.update(params, state)

    def run(self, init_params):
        return jax.lax.while_loop(self._cond_fun, self._body_fun, (init_params, self.init_state(init_params)))
