import flax.linen as nn
import jax.numpy as jnp


class EncoderBlock(nn.Module):
    hidden: int
    dropout_rate: float = 0.1

    @nn.compact
    def __call__(self, x, deterministic):
        h = nn.LayerNorm()(x)
        h = nn.Dense(self.hidden)(h)
        h = nn.gelu(h)
        if not deterministic:  # error: JAX101
            h = nn.Dropout(self.dropout_rate, deterministic=False)(h)
        return x + nn.Dense(x.shape[-1])(h)


class Encoder(nn.Module):
    num_layers: int = 2
    hidden: int = 32

    @nn.compact
    def __call__(self, x, deterministic=True):
        # gradient checkpointing to save activation memory
        Block = nn.remat(EncoderBlock)
        for _ in range(self.num_layers):
            x = Block(self.hidden)(x, deterministic)
        return jnp.mean(x, axis=1)
