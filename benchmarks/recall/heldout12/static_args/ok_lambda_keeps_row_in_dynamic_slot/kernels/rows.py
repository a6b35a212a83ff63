from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def map_row(z, alpha, T):
    """Discounted sum of the first T powers of alpha * z."""
    powers = jnp.stack([(alpha * z) ** t for t in range(T)])
    return powers.sum(axis=0)
