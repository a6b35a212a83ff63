"""Forward kinematics of a planar chain from its FK arrays."""
import jax.numpy as jnp


def link_positions(q, fk_data):
    """Positions of every link end; fk_data holds the link lengths and the base position."""
    angles = jnp.cumsum(q)
    steps = fk_data["lengths"][:, None] * jnp.stack([jnp.cos(angles), jnp.sin(angles)], axis=1)
    return fk_data["base"] + jnp.cumsum(steps, axis=0)
