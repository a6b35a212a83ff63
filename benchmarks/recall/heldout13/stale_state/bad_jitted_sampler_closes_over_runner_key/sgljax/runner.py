import jax

from .sampler import sample


class ModelRunner:
    def __init__(self, seed=0, temperature=1.0):
        self.rng_key = jax.random.PRNGKey(seed)
        self.temperature = temperature
        self.initialize_jit()

    def initialize_jit(self):
        self._jitted_sample = jax.jit(
            lambda logits: sample(logits, self.rng_key, self.temperature)  # error: JAX201
        )

    def sample_next(self, logits):
        # The runner advances its key, but the compiled sampler kept the first one.
        self.rng_key, _ = jax.random.split(self.rng_key)
        return self._jitted_sample(logits)
