# Report: https://github.com/jax-ml/jax/issues/5186
# The fix: jnp.where(r < radius, fillvalue, array) builds the same disc with a static shape.
import jax
import jax.numpy as jnp

from morphine.optics import CircularAperture, psf


@jax.jit
def model(radius, xarray, yarray):
    return psf(CircularAperture(radius), xarray, yarray)


if __name__ == "__main__":
    y, x = jnp.mgrid[-1:1:32j, -1:1:32j]
    print(model(0.5, x, y).sum())
