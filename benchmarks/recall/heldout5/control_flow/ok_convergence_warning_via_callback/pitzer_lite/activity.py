import jax.numpy as jnp


def log_activity_coefficients(molalities, temperature, alpha=2.0, beta=0.08):
    """A Debye-Hückel-like model with one Pitzer-style virial term (toy coefficients)."""
    a_phi = 0.3915 * (1 + 0.002 * (temperature - 298.15))
    ionic_strength = 0.5 * jnp.sum(molalities)
    sqrt_i = jnp.sqrt(ionic_strength)
    return -a_phi * (sqrt_i / (1 + 1.2 * sqrt_i)) + beta * molalities * (1 - jnp.exp(-alpha * sqrt_i))
