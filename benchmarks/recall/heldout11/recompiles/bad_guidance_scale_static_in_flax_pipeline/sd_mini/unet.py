import flax.linen as nn
import jax.numpy as jnp


class TinyUNet(nn.Module):
    features: int = 8

    @nn.compact
    def __call__(self, latents, t, text_emb):
        h = nn.Dense(self.features)(latents) + nn.Dense(self.features)(text_emb)
        h = nn.silu(h + t)
        return nn.Dense(latents.shape[-1])(h)
