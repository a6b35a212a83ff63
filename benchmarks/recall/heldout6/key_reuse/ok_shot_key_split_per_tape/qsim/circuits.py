import jax.numpy as jnp


def ry(theta):
    c, s = jnp.cos(theta / 2), jnp.sin(theta / 2)
    return jnp.array([[c, -s], [s, c]])


def simulate(angles):
    """Product state of RY(angle) on each wire, as a statevector."""
    state = jnp.array([1.0])
    for theta in angles:
        state = jnp.kron(state, ry(theta) @ jnp.array([1.0, 0.0]))
    return state
