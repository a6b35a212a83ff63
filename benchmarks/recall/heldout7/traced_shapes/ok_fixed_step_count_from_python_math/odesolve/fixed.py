import jax.numpy as jnp
from jax import lax


def fixed_step_solve(rhs, t_span, y0, max_dt):
    """Explicit Euler with the largest step size not above max_dt."""
    delta_t = t_span[1] - t_span[0]
    steps = int(delta_t // max_dt)
    h = delta_t / steps

    def scan_func(carry, step):
        eval_time = t_span[0] + h * step
        return carry + rhs(eval_time, carry) * h, None

    yf, _ = lax.scan(scan_func, y0, jnp.arange(steps))
    return yf
