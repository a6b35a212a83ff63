import jax
import jax.numpy as jnp


def not_jax_tracer(x):
    return not isinstance(x, jax.core.Tracer)


class Interval:
    def __init__(self, lower, upper):
        self.lower, self.upper = lower, upper

    def __call__(self, value):
        return (value >= self.lower) & (value <= self.upper)


class GreaterThan:
    def __init__(self, lower):
        self.lower = lower

    def __call__(self, value):
        return value >= self.lower
