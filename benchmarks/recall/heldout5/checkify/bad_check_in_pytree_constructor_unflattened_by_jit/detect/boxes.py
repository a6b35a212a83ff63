import jax.numpy as jnp
from jax.experimental import checkify
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class Boxes:
    """Axis-aligned boxes as an (n, 4) array of x0, y0, x1, y1."""

    def __init__(self, arr: jnp.ndarray):
        self.arr = arr
        checkify.check((self.arr >= 0).all(), "box coordinates must be non-negative")  # error: JAX303

    def area(self) -> jnp.ndarray:
        return (self.arr[:, 2] - self.arr[:, 0]) * (self.arr[:, 3] - self.arr[:, 1])

    def tree_flatten(self):
        return ((self.arr,), None)

    @classmethod
    def tree_unflatten(cls, _, children):
        return cls(children[0])
