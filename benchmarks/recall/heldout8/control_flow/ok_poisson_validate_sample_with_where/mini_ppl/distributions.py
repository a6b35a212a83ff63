import jax.numpy as jnp
from jax.scipy.special import gammaln


class Poisson:
    def __init__(self, rate, validate_args=True):
        self.rate = rate
        self.validate_args = validate_args

    def _support_mask(self, value):
        return (value >= 0) & (value == jnp.floor(value))

    def log_prob(self, value):
        lp = value * jnp.log(self.rate) - self.rate - gammaln(value + 1)
        if self.validate_args:
            # out-of-support values get -inf instead of a Python-level check
            lp = jnp.where(self._support_mask(value), lp, -jnp.inf)
        return lp
