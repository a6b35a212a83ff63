# Report: https://github.com/speed1313/jax-llm/issues/10
# As in the report, training batches are cut from a token array at sampled offsets; here the method
# `self.window` is vmapped over the offsets, so its slice bounds are tracers: IndexError.
import jax
import jax.numpy as jnp


class Loader:
    def __init__(self, tokens, block):
        self.tokens = tokens
        self.block = block

    def window(self, start):
        return self.tokens[start:start + self.block]  # error: JAX107

    def batch(self, key, size):
        starts = jax.random.randint(key, (size,), 0, self.tokens.shape[0] - self.block)
        return jax.vmap(self.window)(starts)


if __name__ == "__main__":
    print(Loader(jnp.arange(100), 8).batch(jax.random.key(0), 4))
