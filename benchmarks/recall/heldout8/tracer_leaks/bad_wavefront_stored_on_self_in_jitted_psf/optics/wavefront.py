import jax.numpy as jnp


class Wavefront:
    def __init__(self, npix, wavelength):
        self.wavelength = wavelength
        self.wavefront = jnp.ones((npix, npix), dtype=jnp.complex64)

    def apply_opd(self, opd):
        phase = jnp.exp(2j * jnp.pi * opd / self.wavelength)
        self.wavefront = self.wavefront * phase  # error: JAX108
        return self.wavefront

    def intensity(self):
        return jnp.abs(self.wavefront) ** 2
