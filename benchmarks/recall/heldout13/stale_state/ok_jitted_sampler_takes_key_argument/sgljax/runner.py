import jax

from .sampler import sample


class ModelRunner:
    def __init__(self, seed=0, temperature=1.0):
        self.rng_key = jax.random.PRNGKey(seed)
        self.temperature = temperature
        self.initialize_jit()

    def initialize_jit(self):
        self._jitted_sample = jax.jit(sample)

    def sample_next(self, logits):
        self.rng_key, step_key = jax.random.split(self.rng_key)
        return self._jitted_sample(logits, step_key, self.temperature)
