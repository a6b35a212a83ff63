# Report: https://github.com/jax-ml/jax/issues/15817
# The report's class: a jitted method of a pytree-registered class assigns `self.x = ...`; the assignment
# lands on a traced copy, so the caller's object is unchanged (and the copy keeps a tracer).
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
        self.x = self.x.at[index].set(sub.x)  # error: JAX108


jax.tree_util.register_pytree_node(A, A._tree_flatten, A._tree_unflatten)

if __name__ == "__main__":
    a, a2 = A(jnp.zeros(3)), A(jnp.ones(2))
    a.set_subsystem(jnp.arange(2), a2)
    print(a.x)
