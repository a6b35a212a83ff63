import jax.numpy as jnp
from jax import lax


def escape_time(c, max_iter):
    """Number of iterations before z -> z**2 + c leaves the disc of radius 2."""

    def body(i, state):
        z, count = state
        z = z * z + c
        escaped = (jnp.abs(z) > 2.0) & (count == max_iter)
        return z, jnp.where(escaped, i, count)

    _, count = lax.fori_loop(0, max_iter, body, (jnp.complex64(0.0), jnp.int32(max_iter)))
    return count
