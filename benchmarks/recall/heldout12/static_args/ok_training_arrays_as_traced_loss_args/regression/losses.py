import jax
import jax.numpy as jnp


@jax.jit
def loss(r, x, y):
    """Mean squared error of the linear model y = x @ r."""
    return jnp.mean((x @ r - y) ** 2)
