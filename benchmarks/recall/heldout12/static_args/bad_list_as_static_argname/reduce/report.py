import jax.numpy as jnp

from .ops import masked_mean


class Summary:
    def __init__(self, axes):
        self.axes = axes

    def __call__(self, x):
        mask = jnp.isfinite(x)
        return masked_mean(x, mask, axes=self.axes)  # error: JAX206
