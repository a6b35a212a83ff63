import jax.numpy as jnp

from gpd.bijectors import get_codomain


class GeneralizedParetoDist:
    def __init__(self, bijector):
        self.bijector = bijector

    def log_prob(self, value):
        b = self.bijector
        z = (value - b.loc) / b.scale
        lp = -jnp.log(b.scale) - (1.0 / b.concentration + 1.0) * jnp.log1p(b.concentration * z)
        support = get_codomain(b)
        return jnp.where(support(value), lp, -jnp.inf)
