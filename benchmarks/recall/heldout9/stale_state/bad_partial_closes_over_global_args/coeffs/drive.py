import jax.numpy as jnp


def my_fun(x, y, z):
    """A time-dependent coefficient with two drive parameters."""
    return x * (y + z) * jnp.ones(3)
