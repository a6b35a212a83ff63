import jax.numpy as jnp
from jax.scipy.special import gammaln


class Poisson:
    def __init__(self, rate, validate_args=True):
        self.rate = rate
        self.validate_args = validate_args

    def _validate_sample(self, value):
        is_valid = jnp.all((value >= 0) & (value == jnp.floor(value)))
        if not is_valid:  # error: JAX101
            raise ValueError("Poisson: value is not a non-negative integer count")

    def log_prob(self, value):
        if self.validate_args:
            self._validate_sample(value)
        return value * jnp.log(self.rate) - self.rate - gammaln(value + 1)
