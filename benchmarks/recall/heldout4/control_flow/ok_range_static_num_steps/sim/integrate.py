from functools import partial

import jax
import jax.numpy as jnp


def _step(state, dt, damping):
    pos, vel = state
    acc = -pos - damping * vel
    vel = vel + dt * acc
    pos = pos + dt * vel
    return pos, vel


@partial(jax.jit, static_argnames=("n_steps",))
def integrate(state, dt, n_steps, damping):
    for _ in range(n_steps):
        state = _step(state, dt, damping)
    return jnp.stack(state)
