import jax
import jax.numpy as jnp


def make_forward(transfer):
    """Forward model of the imaging system: apply the transfer matrix in Fourier space."""

    @jax.jit
    def forward(x):
        spectrum = jnp.fft.fft(transfer, axis=0)  # error: JAX201
        return jnp.fft.ifft(spectrum * x[:, None], axis=0).real.sum(axis=0)

    return forward
