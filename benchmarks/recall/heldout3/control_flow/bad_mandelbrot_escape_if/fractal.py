import jax.numpy as jnp


def escape_time(c, max_iter):
    """Number of iterations before z -> z**2 + c leaves the disc of radius 2."""
    z = jnp.complex64(0.0)
    for i in range(max_iter):
        z = z * z + c
        if jnp.abs(z) > 2.0:  # error: JAX101
            return jnp.int32(i)
    return jnp.int32(max_iter)
