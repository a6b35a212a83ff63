import jax.numpy as jnp


def kernel_scalar(x, lam=0.18, beta=1.0):
    if jnp.abs(x) > lam:  # error: JAX101
        return 0.0
    else:
        return jnp.exp(-beta * x**2)
