import jax.numpy as jnp


def rbf(a, b, lengthscale):
    d2 = (a[:, None] - b[None, :]) ** 2
    return jnp.exp(-0.5 * d2 / lengthscale**2)
