import jax.numpy as jnp

from morphine import geometry


class CircularAperture:
    def __init__(self, radius):
        self.radius = radius

    def get_transmission(self, xarray, yarray):
        return geometry.filled_circle_aa(xarray.shape, 0.0, 0.0, self.radius, xarray, yarray)


def psf(optic, xarray, yarray):
    pupil = optic.get_transmission(xarray, yarray)
    return jnp.abs(jnp.fft.fftshift(jnp.fft.fft2(pupil))) ** 2
