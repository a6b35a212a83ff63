from functools import partial

import jax

from .rows import map_row


def map_rows(inputs, alpha, T, axis=0):
    return jax.vmap(partial(map_row, alpha, T), axis)(inputs)  # error: JAX206
