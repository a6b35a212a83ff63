from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def matrix_dft(plane, nlamD, npix):
    """Matrix Fourier transform of a pupil plane onto an npix x npix detector."""
    n = plane.shape[0]
    u = (jnp.arange(npix) - npix / 2) * (nlamD / npix)
    x = (jnp.arange(n) - n / 2) / n
    kernel = jnp.exp(-2j * jnp.pi * jnp.outer(u, x))
    return kernel @ plane @ kernel.T
