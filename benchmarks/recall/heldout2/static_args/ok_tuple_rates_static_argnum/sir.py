# Report: https://github.com/jax-ml/jax/issues/883
# Twin: the rates are a tuple of Python floats, hashable, so they can be static (one compile for
# the whole simulation).
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def sir_step(state, rates, dt=0.1):
    s, i, r = state
    beta, gamma = rates[0], rates[1]
    new_inf = beta * s * i * dt
    new_rec = gamma * i * dt
    return jnp.stack([s - new_inf, i + new_inf - new_rec, r + new_rec])


def simulate(state, days):
    rates = (0.3, 0.1)
    for _ in range(days):
        state = sir_step(state, rates)
    return state


if __name__ == "__main__":
    print(simulate(jnp.array([0.99, 0.01, 0.0]), 10))
