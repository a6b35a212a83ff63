import equinox as eqx
import jax
import jax.numpy as jnp


class Denoiser(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, dim, key):
        self.mlp = eqx.nn.MLP(dim + 1, dim, 32, 2, key=key)

    def __call__(self, y, t):
        return self.mlp(jnp.concatenate([y, t[None]]))
