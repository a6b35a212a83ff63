import jax
import jax.numpy as jnp


@jax.jit
def jitter(key, x, scale=0.1):
    return x + scale * jax.random.normal(key, x.shape)


class JitterLoader:
    """Yields the batches of an array with Gaussian jitter added on the fly."""

    def __init__(self, data, batch_size, key):
        self.data = data
        self.batch_size = batch_size
        self.key = key

    def __iter__(self):
        for start in range(0, self.data.shape[0], self.batch_size):
            self.key, sub = jax.random.split(self.key)
            yield jitter(sub, self.data[start:start + self.batch_size])
