import jax.numpy as jnp
import numpy as np

from gpd.constraints import GreaterThan, Interval, not_jax_tracer


class GeneralizedPareto:
    def __init__(self, loc, scale, concentration):
        self.loc = jnp.asarray(loc)
        self.scale = jnp.asarray(scale)
        self.concentration = jnp.asarray(concentration)


def get_codomain(bij):
    # a negative concentration bounds the support from above
    if not_jax_tracer(bij.concentration) and np.all(bij.concentration < 0):  # error: JAX101
        return Interval(bij.loc, bij.loc - bij.scale / bij.concentration)
    return GreaterThan(bij.loc)
