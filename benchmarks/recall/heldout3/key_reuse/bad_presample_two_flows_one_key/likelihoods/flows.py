import equinox as eqx
import jax
import jax.numpy as jnp


class AffineFlow(eqx.Module):
    """A (trained) affine normalizing flow over (mass, radius)."""

    loc: jax.Array
    scale: jax.Array

    def sample(self, key, shape):
        z = jax.random.normal(key, shape + (2,))
        return self.loc + self.scale * z
