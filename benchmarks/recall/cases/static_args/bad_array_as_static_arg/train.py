# Report: https://github.com/google/flax/issues/2410
# As in the report, a PRNG key (an array) ends up in a static argument position, and
# the call fails (TypeError: unhashable type; ValueError "Non-hashable static arguments" in older JAX).
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def train_step(w, rng, x):
    noise = jax.random.normal(rng, w.shape)
    return w - 0.1 * (x.sum() + noise)


if __name__ == "__main__":
    rng = jax.random.PRNGKey(42)
    print(train_step(jnp.ones(2), rng, jnp.ones(3)))  # error: JAX206
