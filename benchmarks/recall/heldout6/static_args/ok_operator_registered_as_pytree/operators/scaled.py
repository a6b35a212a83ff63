from functools import partial

import jax
import jax.numpy as jnp


class ScaledOperator:
    """y = mul * x @ v, registered as a pytree so that jit traces `x` instead of hashing it."""

    def __init__(self, x, mul):
        self.x = x
        self.mul = mul

    @jax.jit
    def apply(self, v):
        return self.mul * (self.x @ v)

    def _tree_flatten(self):
        return (self.x,), {"mul": self.mul}

    @classmethod
    def _tree_unflatten(cls, aux_data, children):
        return cls(*children, **aux_data)


jax.tree_util.register_pytree_node(ScaledOperator, ScaledOperator._tree_flatten, ScaledOperator._tree_unflatten)
