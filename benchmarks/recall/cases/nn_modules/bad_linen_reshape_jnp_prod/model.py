import flax.linen as nn
import jax.numpy as jnp


class Encoder(nn.Module):
    latents: int = 4

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, (3, 3))(x)
        x = x.reshape((x.shape[0], jnp.prod(jnp.array(x.shape[1:]))))  # error: JAX106
        return nn.Dense(self.latents)(x)
