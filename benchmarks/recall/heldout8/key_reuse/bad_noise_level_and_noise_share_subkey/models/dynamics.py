import jax
import jax.numpy as jnp
from flax import nnx


class NoisyDynamics(nnx.Module):
    """Predicts the next latent; training adds noise to the input latents against exposure bias."""

    def __init__(self, dim, max_noise_level, rngs):
        self.proj = nnx.Linear(dim, dim, rngs=rngs)
        self.max_noise_level = max_noise_level

    def __call__(self, latents, rng):
        rng, _rng_noise = jax.random.split(rng)
        noise_level = jax.random.uniform(
            _rng_noise, shape=(latents.shape[0],), minval=0.0, maxval=self.max_noise_level
        )
        noise = jax.random.normal(_rng_noise, shape=latents.shape)  # error: JAX203
        return self.proj(latents + noise_level[:, None] * noise)
