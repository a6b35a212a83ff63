import equinox as eqx
import jax
import jax.numpy as jnp
from jax import Array


class GaussianDetector(eqx.Module):
    """Shot noise on the rendered image; the key is handed over once, when the detector is built."""

    sigma: float
    key: Array

    def __call__(self, image):
        noise = jax.random.normal(self.key, image.shape)  # error: JAX203
        return image + self.sigma * noise
