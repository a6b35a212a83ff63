# Report: https://github.com/jax-ml/jax/issues/15338
# The report's loop: `jax.jit(a.do, ...)` inside the loop makes a new bound method each iteration, and
# each one is traced again (the printed "A.do()" appears on every iteration).
import jax
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class A:
    def do(self, key, shape):
        return jax.random.uniform(key, shape)

    def tree_flatten(self):
        return (), {}

    @classmethod
    def tree_unflatten(cls, treedef, leaves):
        return cls(*leaves, **treedef)


a = A()

if __name__ == "__main__":
    key = jax.random.key(42)
    for _ in range(3):
        key, subkey = jax.random.split(key)
        jax.jit(a.do, static_argnums=1)(subkey, (2, 3, 4))  # error: JAX205
