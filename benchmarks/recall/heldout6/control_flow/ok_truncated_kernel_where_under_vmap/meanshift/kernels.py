import jax.numpy as jnp


def kernel_scalar(x, lam=0.18, beta=1.0):
    return jnp.where(jnp.abs(x) > lam, 0.0, jnp.exp(-beta * x**2))
