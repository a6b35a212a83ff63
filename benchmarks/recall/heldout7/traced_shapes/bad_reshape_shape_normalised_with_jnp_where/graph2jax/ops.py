import jax.numpy as jnp
import numpy as np


def jax_reshape(x, shape):
    """Translate Reshape(x, shape): a -1 entry takes whatever size is left, as in NumPy."""
    shape = np.asarray(shape)
    known = int(np.prod(np.where(shape < 0, 1, shape)))
    shape = jnp.where(shape < 0, x.size // known, shape)
    return jnp.reshape(x, tuple(shape))  # error: JAX106


def jax_dot(a, b):
    return jnp.dot(a, b)


OPS = {"reshape": jax_reshape, "dot": jax_dot}
