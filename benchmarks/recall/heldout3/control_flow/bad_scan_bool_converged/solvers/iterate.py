import jax.numpy as jnp
from jax import lax


def _cos_step(carry, _):
    x, done = carry
    if bool(done):  # error: JAX101
        return (x, done), x
    x_new = jnp.cos(x)
    done = jnp.abs(x_new - x) < 1e-6
    return (x_new, done), x_new


def fixed_point(x0, n_iter=100):
    """Iterate x <- cos(x), freezing the iterate once it has converged."""
    (x, done), trace = lax.scan(_cos_step, (x0, jnp.array(False)), None, length=n_iter)
    return x, done, trace
