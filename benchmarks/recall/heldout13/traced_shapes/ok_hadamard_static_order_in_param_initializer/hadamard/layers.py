import flax.linen as nn
import jax.numpy as jnp

from .init import hadamard


class HadamardTransform(nn.Module):
    n_hadamard: int

    @nn.compact
    def __call__(self, X):
        kernel = self.param("kernel", hadamard, (self.n_hadamard,))
        return jnp.dot(X, kernel)
