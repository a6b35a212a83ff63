"""A single-site Metropolis kernel: each step picks one latent site and updates it."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class NMCState(NamedTuple):
    params: dict
    log_density: jnp.ndarray


class SingleSiteNMC:
    def __init__(self, log_density_fn, step_size=0.5):
        self.log_density_fn = log_density_fn
        self.step_size = step_size

    def init(self, params):
        return NMCState(params, self.log_density_fn(params))

    def sample(self, state, rng_key):
        params = state.params
        names = sorted(params)
        key_site, key_prop, key_accept = jax.random.split(rng_key, 3)
        site = jax.random.randint(key_site, (), 0, len(names))
        prop_keys = jax.random.split(key_prop, len(names))
        new_params = {
            name: jnp.where(
                site == i,
                params[name] + self.step_size * jax.random.normal(k, jnp.shape(params[name])),
                params[name],
            )
            for i, (name, k) in enumerate(zip(names, prop_keys))
        }
        new_ld = self.log_density_fn(new_params)
        accept = jnp.log(jax.random.uniform(key_accept)) < new_ld - state.log_density
        params = jax.tree.map(lambda n, o: jnp.where(accept, n, o), new_params, params)
        return NMCState(params, jnp.where(accept, new_ld, state.log_density))
