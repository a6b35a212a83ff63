import jax.numpy as jnp
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class JaxDia:
    """Diagonal storage: row k of `data` holds diagonal `offsets[k]`, indexed by column."""

    def __init__(self, offsets, data, shape):
        self.offsets = offsets
        self.data = data
        self.shape = shape

    def tree_flatten(self):
        return (self.offsets, self.data), self.shape

    @classmethod
    def tree_unflatten(cls, shape, children):
        return cls(*children, shape)


def frobenius_norm(matrix):
    total = 0.0
    for k in range(matrix.data.shape[0]):
        offset = matrix.offsets[k]
        start = jnp.maximum(0, offset)
        end = jnp.minimum(matrix.shape[1], matrix.shape[0] + offset)
        total = total + jnp.sum(jnp.abs(matrix.data[k, start:end]) ** 2)  # error: JAX107
    return jnp.sqrt(total)
