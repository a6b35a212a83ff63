import jax.numpy as jnp


def step_entities(state, action):
    position = state + action
    done = jnp.sum(position > 5.0)
    if bool(done > 0):  # error: JAX101
        position = jnp.zeros_like(position)
    return position, done
