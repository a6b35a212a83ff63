import jax
import jax.numpy as jnp

from minipyro.handlers import sample


def guide(loc):
    z = sample("z", lambda k: loc + 0.1 * jax.random.normal(k, loc.shape))
    return jnp.sum(z ** 2)
