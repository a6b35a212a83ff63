import jax.numpy as jnp


def ramp(x):
    conditions = [x < 0, 0 < x < 1]  # error: JAX101
    return jnp.piecewise(x, conditions, [lambda v: -v, lambda v: v, lambda v: jnp.ones_like(v)])
