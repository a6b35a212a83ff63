import jax.numpy as jnp
from jax import random


class SyntheticSurvey:
    """Simulates a regression data set; each draw splits a fresh subkey off the instance's key."""

    def __init__(self, n, seed=0):
        self.n = n
        self.rng_key = random.PRNGKey(seed)

    def _next_key(self):
        self.rng_key, sub = random.split(self.rng_key)
        return sub

    def sample_covariates(self):
        return random.normal(self._next_key(), (self.n,))

    def sample_noise(self, scale):
        return scale * random.normal(self._next_key(), (self.n,))

    def simulate(self, beta, scale=0.5):
        x = self.sample_covariates()
        y = beta * x + self.sample_noise(scale)
        return x, y
