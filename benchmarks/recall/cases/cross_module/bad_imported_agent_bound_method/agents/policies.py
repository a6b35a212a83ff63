import jax.numpy as jnp


def epsilon_greedy(q_values, epsilon, u):
    if u < epsilon:  # error: JAX101
        return jnp.argmin(q_values)
    return jnp.argmax(q_values)
