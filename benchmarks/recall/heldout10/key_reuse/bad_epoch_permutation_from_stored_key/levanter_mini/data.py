import jax
import jax.numpy as jnp


class PermutationDataset:
    """Serves a dataset in a shuffled order, one pass per epoch."""

    def __init__(self, data, key):
        self.data = data
        self.key = key

    def epoch_order(self):
        return jax.random.permutation(self.key, self.data.shape[0])  # error: JAX203

    def batches(self, batch_size):
        order = self.epoch_order()
        for start in range(0, self.data.shape[0], batch_size):
            yield self.data[order[start:start + batch_size]]
