import jax.numpy as jnp


def filled_circle_aa(shape, xcenter, ycenter, radius, xarray, yarray, fillvalue=1.0):
    array = jnp.zeros(shape)
    r = jnp.sqrt((xarray - xcenter) ** 2 + (yarray - ycenter) ** 2)
    array = array.at[r < radius].set(fillvalue)  # error: JAX103
    return array
