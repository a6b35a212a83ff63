# Report: https://github.com/jax-ml/jax/issues/1080
# The report shows a type check that answers differently once the function is jitted
# (`isinstance(1., np.ndarray)` is False eagerly and True under jit: the float becomes an array
# tracer). Here the grid helper tests `isinstance(t_span, float)` to accept a final time; under jit the
# float is a 0-d tracer, the check is False, and `t0, t1 = t_span` fails ("iteration over a 0-d
# array").
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
