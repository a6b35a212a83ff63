import jax.numpy as jnp


def randles(params, freq):
    """R0 - (R1 || C1): the impedance of a simple Randles cell."""
    r0, r1, c1 = params
    omega = 2 * jnp.pi * freq
    return r0 + r1 / (1 + 1j * omega * r1 * c1)


def two_rc(params, freq):
    r0, r1, c1, r2, c2 = params
    omega = 2 * jnp.pi * freq
    return r0 + r1 / (1 + 1j * omega * r1 * c1) + r2 / (1 + 1j * omega * r2 * c2)


CIRCUITS = {
    "R0-P(R1,C1)": (randles, ("R0", "R1", "C1"), (10.0, 50.0, 1e-5)),
    "R0-P(R1,C1)-P(R2,C2)": (two_rc, ("R0", "R1", "C1", "R2", "C2"), (10.0, 30.0, 1e-5, 20.0, 1e-3)),
}
