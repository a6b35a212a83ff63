# Report: https://github.com/jax-ml/jax/issues/883
# As in the report (an SIR model), an array is passed to a jitted function that declares it static:
# `static_argnums=(1,)` with `rates = np.array([...])`. Static arguments must be hashable, and current
# JAX refuses the array on the first call ("ValueError: Non-hashable static arguments are not
# supported").
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnums=(1,))
def sir_step(state, rates, dt=0.1):
    s, i, r = state
    beta, gamma = rates[0], rates[1]
    new_inf = beta * s * i * dt
    new_rec = gamma * i * dt
    return jnp.stack([s - new_inf, i + new_inf - new_rec, r + new_rec])


def simulate(state, days):
    rates = np.array([0.3, 0.1])
    for _ in range(days):
        state = sir_step(state, rates)  # error: JAX206
    return state


if __name__ == "__main__":
    print(simulate(jnp.array([0.99, 0.01, 0.0]), 10))
