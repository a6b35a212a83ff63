import jax
import jax.numpy as jnp


@jax.jit
def forward(transfer, x):
    """Forward model of the imaging system: apply the transfer matrix in Fourier space."""
    spectrum = jnp.fft.fft(transfer, axis=0)
    return jnp.fft.ifft(spectrum * x[:, None], axis=0).real.sum(axis=0)
