# Report: https://github.com/jax-ml/jax/issues/15817
# Near miss: the jitted method returns a new object instead of assigning to `self`.
import jax
import jax.numpy as jnp


class A:
    def __init__(self, x):
        self.x = x

    def _tree_flatten(self):
        return (self.x,), {}

    @classmethod
    def _tree_unflatten(cls, static, dynamic):
        return cls(*dynamic)

    @jax.jit
    def set_subsystem(self, index, sub):
        return A(self.x.at[index].set(sub.x))


jax.tree_util.register_pytree_node(A, A._tree_flatten, A._tree_unflatten)

if __name__ == "__main__":
    a, a2 = A(jnp.zeros(3)), A(jnp.ones(2))
    a = a.set_subsystem(jnp.arange(2), a2)
    print(a.x)
