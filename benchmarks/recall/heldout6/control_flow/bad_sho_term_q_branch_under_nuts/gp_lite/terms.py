import jax.numpy as jnp


class SHOTerm:
    """Stochastically driven, damped simple harmonic oscillator kernel."""

    def __init__(self, *, w0, Q, S0):
        self.w0 = w0
        self.Q = Q
        self.S0 = S0

    def value(self, tau):
        tau = jnp.abs(tau)
        w0, Q, S0 = self.w0, self.Q, self.S0
        if self.Q < 0.5:  # error: JAX101
            f = jnp.sqrt(1.0 - 4.0 * Q**2)
            return S0 * w0 * Q * jnp.exp(-0.5 * w0 * tau / Q) * (
                jnp.cosh(0.5 * f * w0 * tau / Q) + jnp.sinh(0.5 * f * w0 * tau / Q) / f
            )
        f = jnp.sqrt(4.0 * Q**2 - 1.0)
        return S0 * w0 * Q * jnp.exp(-0.5 * w0 * tau / Q) * (
            jnp.cos(0.5 * f * w0 * tau / Q) + jnp.sin(0.5 * f * w0 * tau / Q) / f
        )
