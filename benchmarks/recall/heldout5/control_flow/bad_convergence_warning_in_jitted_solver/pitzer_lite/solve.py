"""Solve for equilibrium molalities of a weak acid HA <-> H+ + A- with activity corrections."""
import warnings

import jax
import jax.numpy as jnp
from jax import lax

from .activity import log_activity_coefficients


def _residual(log_h, total_acid, log_k, temperature):
    h = jnp.exp(log_h)
    a = h  # charge balance: [A-] = [H+]
    ha = total_acid - a
    ln_gamma = log_activity_coefficients(jnp.stack([h, a]), temperature)
    return log_h + ln_gamma[0] + jnp.log(a) + ln_gamma[1] - jnp.log(ha) - log_k


def solve_speciation(total_acid, log_k, temperature, tol=1e-10, max_iter=50):
    residual_grad = jax.grad(_residual)

    def cond(state):
        i, log_h, step = state
        return (i < max_iter) & (jnp.abs(step) > tol)

    def body(state):
        i, log_h, _ = state
        step = _residual(log_h, total_acid, log_k, temperature) / residual_grad(log_h, total_acid, log_k, temperature)
        log_h = jnp.minimum(log_h - step, jnp.log(total_acid) - 1e-6)
        return i + 1, log_h, step

    n_iter, log_h, last_step = lax.while_loop(cond, body, (0, jnp.log(total_acid) - 2.0, jnp.inf))
    converged = jnp.abs(last_step) <= tol
    if not converged:  # error: JAX101
        warnings.warn(f"speciation did not converge after {max_iter} iterations")
    return jnp.exp(log_h), n_iter
