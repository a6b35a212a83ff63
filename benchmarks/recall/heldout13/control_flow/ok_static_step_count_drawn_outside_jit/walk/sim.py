from functools import partial

import jax

from .steps import random_walk


@partial(jax.jit, static_argnums=(2,))
def simulate(key, x0, n_steps):
    return random_walk(key, x0, n_steps)
