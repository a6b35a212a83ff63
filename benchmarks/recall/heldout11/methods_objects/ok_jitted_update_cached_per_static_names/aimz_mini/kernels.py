import jax
import jax.numpy as jnp


def linear_kernel(params, x, noisy=False, key=None):
    y = x @ params["w"] + params["b"]
    if noisy:
        y = y + 0.01 * jax.random.normal(key, y.shape)
    return y
