import equinox as eqx
import jax
import jax.numpy as jnp


class GaussianDetector(eqx.Module):
    """Shot noise on the rendered image; the caller hands a fresh key for every image."""

    sigma: float

    def __call__(self, image, key):
        noise = jax.random.normal(key, image.shape)
        return image + self.sigma * noise
