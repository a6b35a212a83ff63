import jax
import jax.numpy as jnp


class PrefixPool:
    """Sums the first i particles, for many cut-offs at once."""

    def __init__(self, parts):
        self.parts = parts

    def prefix_sum(self, i):
        inds = jnp.arange(i)  # error: JAX106
        return jnp.sum(self.parts[inds], axis=0)

    def pool_all(self, bounds):
        return jax.vmap(self.prefix_sum)(bounds)
