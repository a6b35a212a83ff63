import jax.numpy as jnp


def bond_energy(x):
    return jnp.sum((jnp.diff(x, axis=0) ** 2).sum(-1) - 1.0) ** 2


def repulsion_energy(x):
    d2 = jnp.sum((x[:, None] - x[None]) ** 2, -1) + jnp.eye(x.shape[0])
    return jnp.sum(jnp.triu(1.0 / d2, k=1))


DEFAULT_TERMS = (bond_energy, repulsion_energy)
