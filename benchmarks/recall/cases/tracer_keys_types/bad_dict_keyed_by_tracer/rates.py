# Report: https://github.com/jax-ml/jax/pull/24722
# Since this PR tracers are not hashable, so a dict lookup keyed by a traced value fails under jit
# (TypeError: unhashable type).
import jax
import jax.numpy as jnp

DECAY = {0: 0.1, 1: 0.5, 2: 0.9}


@jax.jit
def decay(x, kind):
    return x * DECAY[kind]  # error: JAX109


if __name__ == "__main__":
    print(decay(jnp.ones(2), 1))
