"""A matrix product state over a trigonometric feature map (a tiny tensor-network classifier)."""
import jax
import jax.numpy as jnp


def embed(x):
    # each feature in [0, 1] becomes a 2-vector
    return jnp.stack([jnp.cos(jnp.pi * x / 2), jnp.sin(jnp.pi * x / 2)], axis=-1)


class MatrixProductState:
    def __init__(self, n_sites, bond_dim):
        self.n_sites = n_sites
        self.bond_dim = bond_dim

    def init_params(self, key):
        keys = jax.random.split(key, self.n_sites)
        eye = jnp.eye(self.bond_dim)[:, None, :]
        return [eye + 0.01 * jax.random.normal(k, (self.bond_dim, 2, self.bond_dim)) for k in keys]

    def contract(self, params, x):
        phi = embed(x)  # (batch, sites, 2)
        left = jnp.ones((x.shape[0], self.bond_dim)) / self.bond_dim
        for site, core in enumerate(params):
            left = jnp.einsum("bi,ipj,bp->bj", left, core, phi[:, site])
        return left.sum(-1)
