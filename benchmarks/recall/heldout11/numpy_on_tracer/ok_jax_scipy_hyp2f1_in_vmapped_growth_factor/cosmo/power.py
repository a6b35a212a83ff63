import jax
import jax.numpy as jnp


class LinearPower:
    def __init__(self, cosmology, amplitude=2.0e4, k_peak=0.02):
        self.cosmology = cosmology
        self.amplitude = amplitude
        self.k_peak = k_peak

    def __call__(self, k, scale_factors):
        shape = self.amplitude * k / (1.0 + (k / self.k_peak) ** 2) ** 1.5
        growth = jax.vmap(self.cosmology.normalized_growth)(scale_factors)
        return growth[:, None] ** 2 * shape[None, :]
