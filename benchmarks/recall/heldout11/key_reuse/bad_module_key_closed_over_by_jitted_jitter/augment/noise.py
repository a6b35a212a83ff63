import jax
import jax.numpy as jnp

key = jax.random.key(0)


@jax.jit
def jitter(x, scale=0.1):
    return x + scale * jax.random.normal(key, x.shape)  # error: JAX203


class JitterLoader:
    """Yields the batches of an array with Gaussian jitter added on the fly."""

    def __init__(self, data, batch_size):
        self.data = data
        self.batch_size = batch_size

    def __iter__(self):
        for start in range(0, self.data.shape[0], self.batch_size):
            yield jitter(self.data[start:start + self.batch_size])
