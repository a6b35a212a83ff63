# Report: https://github.com/jax-ml/jax/issues/15338
# As in the report, a pytree-registered class's method is jitted (`jax.jit(Stack.apply)(stack, x)`); its
# depth is a pytree leaf, so under jit it is a tracer and `range(self.depth)` raises
# TracerIntegerConversionError.
import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class Stack:
    def __init__(self, weight, depth):
        self.weight = weight
        self.depth = depth

    def tree_flatten(self):
        return (self.weight, self.depth), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

    def apply(self, x):
        for _ in range(self.depth):  # error: JAX102
            x = jnp.tanh(x @ self.weight)
        return x


if __name__ == "__main__":
    stack = Stack(jnp.eye(3), 2)
    print(jax.jit(Stack.apply)(stack, jnp.ones(3)))
