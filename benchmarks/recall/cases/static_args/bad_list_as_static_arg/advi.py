# Report: https://github.com/jax-ml/jax/issues/7561
# As in the report (examples/advi.py), plot limits given as a list reach a static argument, and
# the call fails (TypeError: unhashable type; ValueError "Non-hashable static arguments" in older JAX).
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1, 2, 3))
def mesh_eval(params, x_limits, y_limits, num_ticks):
    xs = jnp.linspace(x_limits[0], x_limits[1], num_ticks)
    ys = jnp.linspace(y_limits[0], y_limits[1], num_ticks)
    X, Y = jnp.meshgrid(xs, ys)
    return jnp.exp(-params * (X ** 2 + Y ** 2))


if __name__ == "__main__":
    print(mesh_eval(1.0, [-2, 2], [-1, 1], 5).shape)  # error: JAX206
