import flax.linen as nn
import jax.numpy as jnp


class Encoder(nn.Module):
    n_latent: int = 2

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(8)(x))
        mean = nn.Dense(self.n_latent)(h)
        log_var = nn.Dense(self.n_latent)(h)
        return mean, jnp.exp(0.5 * log_var)
