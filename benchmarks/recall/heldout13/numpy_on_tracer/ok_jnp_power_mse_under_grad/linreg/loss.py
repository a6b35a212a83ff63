import jax.numpy as jnp


def mse(params, x, y):
    return jnp.mean(jnp.power((params["w"] * x + params["b"]) - y, 2))
