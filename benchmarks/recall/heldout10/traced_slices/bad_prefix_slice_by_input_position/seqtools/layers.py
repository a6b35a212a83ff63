import flax.linen as nn
import jax.numpy as jnp


class PrefixRepeat(nn.Module):
    """Keeps the first `pos` frames and repeats each of them along the feature axis."""

    num_repeats: int = 2

    @nn.compact
    def __call__(self, x, pos):
        x_slice = x[:, :pos, :, :]  # error: JAX107
        x_slice = jnp.repeat(x_slice, self.num_repeats, axis=2)
        return nn.Dense(4)(x_slice)
