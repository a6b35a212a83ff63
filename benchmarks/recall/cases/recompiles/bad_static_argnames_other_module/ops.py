from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("num_steps",))
def integrate(x, dt, num_steps):
    for _ in range(num_steps):
        x = x + dt * jnp.sin(x)
    return x
