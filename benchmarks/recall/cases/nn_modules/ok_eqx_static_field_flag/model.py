# Report: https://github.com/patrick-kidger/equinox/issues/154
# Near miss: the flag is a static field of the module (part of the tree structure), so `if self.residual`
# reads a Python bool under eqx.filter_jit, and the array check uses jnp.where.
import equinox as eqx
import jax
import jax.numpy as jnp


class Block(eqx.Module):
    linear: eqx.nn.Linear
    residual: bool = eqx.field(static=True)

    def __init__(self, key, residual=True):
        self.linear = eqx.nn.Linear(3, 3, key=key)
        self.residual = residual

    def __call__(self, x):
        x = jnp.where(jnp.isnan(x), 0.0, x)
        h = jax.nn.relu(self.linear(x))
        if self.residual:
            h = h + x
        return h


if __name__ == "__main__":
    print(eqx.filter_jit(Block(jax.random.key(0)))(jnp.ones(3)))
