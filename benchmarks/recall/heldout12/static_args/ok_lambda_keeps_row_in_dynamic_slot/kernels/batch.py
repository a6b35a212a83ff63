import jax

from .rows import map_row


def map_rows(inputs, alpha, T, axis=0):
    return jax.vmap(lambda z: map_row(z, alpha, T), axis)(inputs)
