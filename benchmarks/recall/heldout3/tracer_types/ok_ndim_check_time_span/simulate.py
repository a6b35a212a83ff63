# Report: https://github.com/jax-ml/jax/issues/1080
# Near miss: the grid helper tests the rank of the time span (`jnp.ndim`), which a tracer keeps, instead
# of its Python type.
from functools import partial

import jax
import jax.numpy as jnp

from odes import time_grid


@partial(jax.jit, static_argnames="n_steps")
def decay(y0, rate, t_span, n_steps):
    ts = time_grid(t_span, n_steps)
    dt = ts[1] - ts[0]

    def step(y, _):
        y = y - dt * rate * y
        return y, y

    _, ys = jax.lax.scan(step, y0, None, length=n_steps)
    return ys[-1]


if __name__ == "__main__":
    print(time_grid(2.0, 4))  # eager: fine
    print(decay(1.0, 0.5, 2.0, 20))
