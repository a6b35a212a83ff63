import flax.linen as nn
import jax.numpy as jnp


class PeakHead(nn.Module):
    """Scores a heat map and returns the (row, col) of its unique maximum."""

    features: int = 1

    @nn.compact
    def __call__(self, x):
        scores = nn.Dense(self.features)(x)[..., 0]
        rows, cols = jnp.where(scores == jnp.max(scores))  # error: JAX106
        return jnp.stack([rows[0], cols[0]])
