import jax
import jax.numpy as jnp


def backtracking(fun, params, value, grad, direction, max_steps=20, decrease=1e-4, shrink=0.5):
    """Armijo backtracking; returns the step size and whether the search failed."""
    slope = jnp.vdot(grad, direction)

    def cond(carry):
        i, step, accepted = carry
        return (i < max_steps) & ~accepted

    def body(carry):
        i, step, _ = carry
        accepted = fun(params + step * direction) <= value + decrease * step * slope
        return i + 1, jnp.where(accepted, step, step * shrink), accepted

    _, step, accepted = jax.lax.while_loop(cond, body, (0, jnp.asarray(1.0), jnp.asarray(False)))
    return step, ~accepted
