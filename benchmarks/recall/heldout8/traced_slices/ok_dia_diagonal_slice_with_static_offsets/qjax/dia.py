import jax.numpy as jnp
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class JaxDia:
    """Diagonal storage: row k of `data` holds diagonal `offsets[k]`, indexed by column.

    The offsets are a tuple of ints kept in the pytree's static part, not an array leaf.
    """

    def __init__(self, offsets, data, shape):
        self.offsets = offsets
        self.data = data
        self.shape = shape

    def tree_flatten(self):
        return (self.data,), (self.offsets, self.shape)

    @classmethod
    def tree_unflatten(cls, aux, children):
        offsets, shape = aux
        return cls(offsets, children[0], shape)


def frobenius_norm(matrix):
    total = 0.0
    for k in range(matrix.data.shape[0]):
        offset = matrix.offsets[k]
        start = max(0, offset)
        end = min(matrix.shape[1], matrix.shape[0] + offset)
        total = total + jnp.sum(jnp.abs(matrix.data[k, start:end]) ** 2)
    return jnp.sqrt(total)
