import jax

from .steps import random_walk


@jax.jit
def simulate(key, x0):
    return random_walk(key, x0)
