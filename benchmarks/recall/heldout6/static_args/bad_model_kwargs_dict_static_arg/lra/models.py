import jax.numpy as jnp
from flax import linen as nn


class ListOpsEncoder(nn.Module):
    vocab_size: int
    emb_dim: int = 32
    num_classes: int = 10

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab_size, self.emb_dim)(tokens)
        x = nn.relu(nn.Dense(self.emb_dim)(x))
        return nn.Dense(self.num_classes)(jnp.mean(x, axis=1))
