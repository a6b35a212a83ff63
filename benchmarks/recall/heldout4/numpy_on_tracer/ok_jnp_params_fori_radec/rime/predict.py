import jax.numpy as jnp

from .coords import radec2lm

minus_two_pi_over_c = -2 * jnp.pi / 299792458.0


def model_vis(params, uvw, frequency):
    # callers may hand in NumPy arrays: make them JAX arrays before the loop body indexes them
    radec = jnp.asarray(params["radec"])
    stokes = jnp.asarray(params["stokes"])
    lm = radec2lm(radec)
    l, m = lm[:, 0, None, None], lm[:, 1, None, None]
    u, v, w = uvw[None, :, 0, None], uvw[None, :, 1, None], uvw[None, :, 2, None]
    n = jnp.sqrt(1.0 - l**2 - m**2)
    phase = minus_two_pi_over_c * (l * u + m * v + (n - 1.0) * w) * frequency[None, None, :]
    return jnp.sum(stokes[:, None, None] * jnp.exp(1j * phase) / n, axis=0)


def loss(params, uvw, frequency, data):
    return jnp.mean(jnp.abs(model_vis(params, uvw, frequency) - data) ** 2)
