import jax.numpy as jnp
from jax import random


class SyntheticSurvey:
    """Simulates a regression data set; the key is made once in __init__ and kept on the instance."""

    def __init__(self, n, seed=0):
        self.n = n
        self.rng_key = random.PRNGKey(seed)

    def sample_covariates(self):
        return random.normal(self.rng_key, (self.n,))

    def sample_noise(self, scale):
        return scale * random.normal(self.rng_key, (self.n,))  # error: JAX203

    def simulate(self, beta, scale=0.5):
        x = self.sample_covariates()
        y = beta * x + self.sample_noise(scale)
        return x, y
