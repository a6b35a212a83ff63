import jax
import jax.numpy as jnp


def residual(x, a):
    return x ** 3 - a


def newton_update(x, a):
    r = residual(x, a)
    slope = jax.vmap(jax.grad(residual), in_axes=(0, 0))(x, a)
    x_new = x - r / slope
    # Sanity check of the intermediate result: no division by a zero slope.
    assert jnp.all(jnp.isfinite(x_new)), "newton step produced non-finite values"  # error: JAX101
    return x_new
