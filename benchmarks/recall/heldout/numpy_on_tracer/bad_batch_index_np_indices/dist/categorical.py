import jax
import jax.numpy as jnp
import numpy as np


def to_batch_shape_index(batch_shape, index):
    # The NumPy index arrays of the batch, indexed by what the caller passed.
    indices = np.indices(batch_shape)
    return tuple(axis[index] for axis in indices)  # error: JAX104


class Categorical:
    def __init__(self, logits):
        self.logits = logits

    @property
    def batch_shape(self):
        return self.logits.shape[:-1]

    def __getitem__(self, index):
        return Categorical(logits=self.logits[to_batch_shape_index(self.batch_shape, index)])

    def entropy(self):
        logp = jax.nn.log_softmax(self.logits)
        return -jnp.sum(jnp.exp(logp) * logp, axis=-1)
