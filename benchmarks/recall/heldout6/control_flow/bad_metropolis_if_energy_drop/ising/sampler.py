from functools import partial

import jax
import jax.numpy as jnp

from .energy import energy


@partial(jax.jit, static_argnames="n_sweeps")
def metropolis(key, couplings, fields, state, n_sweeps=2):
    n = state.shape[0]
    samples = []
    for _ in range(n_sweeps):
        for i in range(n):
            flipped = state.at[i].set(1 - state[i])
            d_energy = energy(couplings, fields, flipped) - energy(couplings, fields, state)
            if d_energy < 0:  # error: JAX101
                state = flipped
            else:
                key, sub = jax.random.split(key)
                if jax.random.uniform(sub) < jnp.exp(-d_energy):
                    state = flipped
        samples.append(state)
    return jnp.stack(samples)
