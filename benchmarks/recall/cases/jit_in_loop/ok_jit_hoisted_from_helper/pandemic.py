# Report: https://github.com/jax-ml/jax/issues/2251
# Near miss: the fix from the report, the jitted function defined once at module level and called by the
# helper.
from functools import partial

import jax.numpy as jnp
from jax import jit, lax


def infect(state, step):
    return state * (1.0 + 0.1 * step), state


@partial(jit, static_argnums=(1, 2))
def _pandemic_scan(state, step, T):
    return lax.scan(infect, state, jnp.full(T, step))


def pandemic_scan(state, step=1.0, T=5):
    return _pandemic_scan(state, step, T)


if __name__ == "__main__":
    for day in range(3):
        pandemic_scan(jnp.ones(2))
