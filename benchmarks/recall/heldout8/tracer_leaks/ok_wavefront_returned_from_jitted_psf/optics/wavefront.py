import jax.numpy as jnp


class Wavefront:
    def __init__(self, npix, wavelength):
        self.wavelength = wavelength
        self.wavefront = jnp.ones((npix, npix), dtype=jnp.complex64)

    def apply_opd(self, opd):
        phase = jnp.exp(2j * jnp.pi * opd / self.wavelength)
        return self.wavefront * phase

    def intensity(self, field=None):
        field = self.wavefront if field is None else field
        return jnp.abs(field) ** 2
