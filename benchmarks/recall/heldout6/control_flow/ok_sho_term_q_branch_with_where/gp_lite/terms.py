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
        over = Q < 0.5
        f = jnp.sqrt(jnp.abs(1.0 - 4.0 * Q**2))
        arg = 0.5 * f * w0 * tau / Q
        osc = jnp.where(over, jnp.cosh(arg) + jnp.sinh(arg) / f, jnp.cos(arg) + jnp.sin(arg) / f)
        return S0 * w0 * Q * jnp.exp(-0.5 * w0 * tau / Q) * osc
