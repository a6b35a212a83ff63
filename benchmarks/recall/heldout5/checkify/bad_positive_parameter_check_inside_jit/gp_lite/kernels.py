import jax.numpy as jnp

from .parameters import PositiveReal


class Matern52:
    def __init__(self, lengthscale=1.0, variance=1.0):
        self.lengthscale = PositiveReal(lengthscale)
        self.variance = PositiveReal(variance)

    def gram(self, x):
        diff = (x[:, None, :] - x[None, :, :]) / self.lengthscale.value
        tau = jnp.sqrt(jnp.sum(diff**2, axis=-1) + 1e-12) * jnp.sqrt(5.0)
        return self.variance.value * (1 + tau + tau**2 / 3) * jnp.exp(-tau)
