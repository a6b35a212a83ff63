# Report: https://github.com/jax-ml/jax/issues/2251
# As in the report (272 ms per call against 141 us), a jitted function defined inside the helper is a new
# function on every call, so calling the helper in a loop traces and compiles it every time.
from functools import partial

import jax.numpy as jnp
from jax import jit, lax


def infect(state, step):
    return state * (1.0 + 0.1 * step), state


def pandemic_scan(state, step=1.0, T=5):
    @partial(jit, static_argnums=(1, 2))  # error: JAX205
    def _pandemic_scan(state, step, T):
        return lax.scan(infect, state, jnp.full(T, step))

    return _pandemic_scan(state, step, T)


if __name__ == "__main__":
    for day in range(3):
        pandemic_scan(jnp.ones(2))
