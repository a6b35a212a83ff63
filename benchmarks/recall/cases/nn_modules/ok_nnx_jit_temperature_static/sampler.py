# Report: https://github.com/Physical-Intelligence/openpi/pull/550
# Near miss: the temperature is static for nnx.jit (and passed by keyword, see flax#4146), so the
# Python `if` reads a float.
from functools import partial

import jax
import jax.numpy as jnp
from flax import nnx


class Policy(nnx.Module):
    def __init__(self, rngs):
        self.proj = nnx.Linear(4, 8, rngs=rngs)

    def __call__(self, x, temperature, key):
        logits = self.proj(x)
        if temperature > 0.0:
            return jax.random.categorical(key, logits / temperature)
        return jnp.argmax(logits, axis=-1)


@partial(nnx.jit, static_argnames="temperature")
def act(policy, x, key, temperature):
    return policy(x, temperature, key)


if __name__ == "__main__":
    policy = Policy(nnx.Rngs(0))
    print(act(policy, jnp.ones((2, 4)), jax.random.key(1), temperature=0.7))
