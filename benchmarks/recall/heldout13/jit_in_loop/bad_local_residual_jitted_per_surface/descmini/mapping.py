import jax
import jax.numpy as jnp

from .trace_count import TRACES


def map_coordinates(coeffs, targets, iters=8):
    """Find rho with R(rho) = target for each target (Newton steps)."""

    def residual(rho, target):
        TRACES["residual"] += 1
        return jnp.polyval(coeffs, rho) - target

    res_and_jac = jax.jit(jax.vmap(jax.value_and_grad(residual)))  # error: JAX205
    rho = jnp.full_like(targets, 0.5)
    for _ in range(iters):
        r, dr = res_and_jac(rho, targets)
        rho = rho - r / dr
    return rho
