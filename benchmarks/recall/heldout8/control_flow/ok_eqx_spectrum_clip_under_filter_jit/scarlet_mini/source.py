import equinox as eqx
import jax
import jax.numpy as jnp


class Spectrum(eqx.Module):
    data: jax.Array

    def __call__(self):
        return jnp.where(jnp.any(self.data < 0), jnp.zeros_like(self.data), self.data)


class Source(eqx.Module):
    spectrum: Spectrum
    morphology: jax.Array

    def __call__(self):
        return self.spectrum()[:, None, None] * self.morphology[None]
