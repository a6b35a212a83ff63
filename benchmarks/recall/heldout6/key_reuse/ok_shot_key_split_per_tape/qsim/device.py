import jax
import jax.numpy as jnp

from .circuits import simulate
from .sampling import expval_z0, sample_state


class DefaultQubitJax:
    def __init__(self, shots):
        self.shots = shots

    def execute(self, tapes, prng_key):
        results = []
        keys = jax.random.split(prng_key, len(tapes))
        for angles, key in zip(tapes, keys):
            state = simulate(angles)
            samples = sample_state(state, self.shots, key)
            results.append(expval_z0(samples, len(angles)))
        return jnp.stack(results)
