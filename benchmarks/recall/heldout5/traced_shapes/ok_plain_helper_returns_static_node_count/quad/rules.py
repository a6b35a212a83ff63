import functools

import jax
import jax.numpy as jnp

from .counts import n_nodes


@functools.partial(jax.jit, static_argnums=(0,))
def trapezoid_nodes(order):
    return jnp.linspace(0.0, 1.0, 2 * order + 1)


@functools.partial(jax.jit, static_argnums=(0,))
def simpson_weights(order):
    idx = jnp.arange(n_nodes(order))
    w = jnp.where(idx % 2 == 1, 4.0, 2.0)
    w = w.at[0].set(1.0).at[-1].set(1.0)
    return w / (3.0 * (2 * order))


def integrate(f, order):
    return jnp.sum(simpson_weights(order) * f(trapezoid_nodes(order)))
