from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("axes",))
def masked_mean(x, mask, axes):
    total = jnp.sum(jnp.where(mask, x, 0.0), axis=axes)
    count = jnp.sum(mask, axis=axes)
    return total / jnp.maximum(count, 1)
