import jax
import jax.numpy as jnp

from crop import window


def random_crop(key, signal, size):
    start = jax.random.randint(key, (), 0, signal.shape[0] - size)
    return window(jnp.asarray(signal), start, size)
