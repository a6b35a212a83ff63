import jax.numpy as jnp


def run(x0, n_steps, dt=0.1):
    x = x0
    for _ in range(n_steps):  # error: JAX102
        x = x + dt * jnp.sin(x)
    return x
