# Report: https://github.com/jax-ml/jax/issues/5186
# As in the report's geometry.filled_circle_aa (there `index_update(array, r < radius, fillvalue)`):
# the aperture's transmission is filled through a boolean mask of the traced radius grid, and jitting
# the PSF fails: NonConcreteBooleanIndexError ("Array boolean indices must be concrete").
import jax
import jax.numpy as jnp

from morphine.optics import CircularAperture, psf


@jax.jit
def model(radius, xarray, yarray):
    return psf(CircularAperture(radius), xarray, yarray)


if __name__ == "__main__":
    y, x = jnp.mgrid[-1:1:32j, -1:1:32j]
    print(model(0.5, x, y).sum())
