# Report: https://github.com/speed1313/jax-llm/issues/10
# Near miss: the vmapped method cuts its window with lax.dynamic_slice_in_dim.
import jax
import jax.numpy as jnp
from jax import lax


class Loader:
    def __init__(self, tokens, block):
        self.tokens = tokens
        self.block = block

    def window(self, start):
        return lax.dynamic_slice_in_dim(self.tokens, start, self.block)

    def batch(self, key, size):
        starts = jax.random.randint(key, (size,), 0, self.tokens.shape[0] - self.block)
        return jax.vmap(self.window)(starts)


if __name__ == "__main__":
    print(Loader(jnp.arange(100), 8).batch(jax.random.key(0), 4))
