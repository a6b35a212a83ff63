# Report: https://github.com/jax-ml/jax/issues/6233
# As in the report (`f_jit = jit(f, static_argnums=0)` works with `int(5)` and fails with
# `jnp.add(4, 1)`): the detector size is computed with jax.numpy, so it is a JAX array, and passing
# it as the static `npix` of the jitted DFT fails when jit hashes it ("Non-hashable static arguments
# are not supported ... JAX DeviceArray, like numpy.ndarray, is not hashable").
import jax.numpy as jnp

from dft import matrix_dft


def detector_psf(pupil, fov_arcsec, pixscale_arcsec):
    npix = jnp.round(fov_arcsec / pixscale_arcsec).astype(int)
    nlamD = fov_arcsec / 0.5
    field = matrix_dft(pupil, nlamD, npix)  # error: JAX206
    return jnp.abs(field) ** 2


if __name__ == "__main__":
    pupil = jnp.ones((16, 16))
    print(detector_psf(pupil, 2.0, 0.25).shape)
