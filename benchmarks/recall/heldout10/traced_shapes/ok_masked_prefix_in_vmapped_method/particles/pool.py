import jax
import jax.numpy as jnp


class PrefixPool:
    """Sums the first i particles, for many cut-offs at once."""

    def __init__(self, parts):
        self.parts = parts

    def prefix_sum(self, i):
        keep = jnp.arange(self.parts.shape[0]) < i
        return jnp.sum(jnp.where(keep[:, None], self.parts, 0.0), axis=0)

    def pool_all(self, bounds):
        return jax.vmap(self.prefix_sum)(bounds)
