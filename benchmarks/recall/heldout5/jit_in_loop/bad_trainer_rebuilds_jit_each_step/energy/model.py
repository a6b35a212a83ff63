import jax.numpy as jnp
from flax import nnx


class SmallGNN(nnx.Module):
    def __init__(self, din, dhidden, *, rngs: nnx.Rngs):
        self.encoder = nnx.Linear(din, dhidden, rngs=rngs)
        self.decoder = nnx.Linear(dhidden, 1, rngs=rngs)

    def __call__(self, x, adjacency):
        h = jnp.tanh(self.encoder(x))
        h = adjacency @ h
        return self.decoder(h)[..., 0]
