import jax
import jax.numpy as jnp


class PermutationDataset:
    """Serves a dataset in a shuffled order, a new one each epoch."""

    def __init__(self, data, key):
        self.data = data
        self.key = key

    def epoch_order(self, epoch):
        epoch_key = jax.random.fold_in(self.key, epoch)
        return jax.random.permutation(epoch_key, self.data.shape[0])

    def batches(self, batch_size, epoch):
        order = self.epoch_order(epoch)
        for start in range(0, self.data.shape[0], batch_size):
            yield self.data[order[start:start + batch_size]]
