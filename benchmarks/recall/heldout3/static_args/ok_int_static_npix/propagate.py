# Report: https://github.com/jax-ml/jax/issues/6233
# Near miss: the detector size is a Python int (computed with `round`, not jax.numpy), so the static
# argument hashes.
import jax.numpy as jnp

from dft import matrix_dft


def detector_psf(pupil, fov_arcsec, pixscale_arcsec):
    npix = int(round(fov_arcsec / pixscale_arcsec))
    nlamD = fov_arcsec / 0.5
    field = matrix_dft(pupil, nlamD, npix)
    return jnp.abs(field) ** 2


if __name__ == "__main__":
    pupil = jnp.ones((16, 16))
    print(detector_psf(pupil, 2.0, 0.25).shape)
