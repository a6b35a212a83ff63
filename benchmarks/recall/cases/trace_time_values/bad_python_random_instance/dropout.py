# Report: https://github.com/google/objax/pull/210
# As this PR documents, random state must be passed to jitted functions; here a random.Random instance
# decides at trace time whether to drop the branch, and the compiled step keeps that one decision.
import random

import jax
import jax.numpy as jnp

gen = random.Random(0)


@jax.jit
def stochastic_depth(x, w):
    if gen.random() < 0.5:  # error: JAX204
        return x
    return x + jnp.tanh(x @ w)


if __name__ == "__main__":
    print([float(stochastic_depth(jnp.ones(2), jnp.eye(2)).sum()) for _ in range(4)])
