# Report: https://github.com/Physical-Intelligence/openpi/pull/550
# As in the report, a sampling loop's step (a method here, bound with partial as the fori_loop body)
# branches in Python on a traced value: TracerBoolConversionError.
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


class Sampler:
    def __init__(self, n_tokens=4):
        self.n_tokens = n_tokens

    def _body(self, i, carry, temperature):
        key, tokens = carry
        key, sub = jax.random.split(key)
        logits = jnp.sin(tokens.sum() + jnp.arange(8.0))
        if temperature > 0.0:  # error: JAX101
            token = jax.random.categorical(sub, logits / temperature)
        else:
            token = jnp.argmax(logits)
        return key, tokens.at[i].set(token)

    def sample(self, key, temperature):
        tokens = jnp.zeros(self.n_tokens, jnp.int32)
        body = partial(self._body, temperature=temperature)
        return lax.fori_loop(0, self.n_tokens, body, (key, tokens))[1]


if __name__ == "__main__":
    print(jax.jit(Sampler().sample)(jax.random.key(0), 0.7))
