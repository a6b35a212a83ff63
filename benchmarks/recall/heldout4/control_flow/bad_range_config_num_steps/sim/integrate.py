import jax
import jax.numpy as jnp


def _step(state, dt, damping):
    pos, vel = state
    acc = -pos - damping * vel
    vel = vel + dt * acc
    pos = pos + dt * vel
    return pos, vel


@jax.jit
def integrate(state, dt, n_steps, damping):
    for _ in range(n_steps):  # error: JAX102
        state = _step(state, dt, damping)
    return jnp.stack(state)
