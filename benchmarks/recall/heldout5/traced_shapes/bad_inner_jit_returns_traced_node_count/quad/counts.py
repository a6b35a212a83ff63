import functools

import jax


@functools.partial(jax.jit, static_argnums=(0,))
def n_nodes(order):
    """Number of nodes of a composite rule of the given order."""
    return 2 * order + 1
