# Report: https://github.com/google/flax/pull/4333
# The nnx transforms guide this PR extends scans a cell over time; here the scanned cell resets its
# state with a Python `if` on the traced carry: TracerBoolConversionError.
from functools import partial

import jax.numpy as jnp
from flax import nnx


class Cell(nnx.Module):
    def __init__(self, rngs):
        self.dense = nnx.Linear(3, 3, rngs=rngs)

    def __call__(self, h, x):
        h = jnp.tanh(self.dense(h) + x)
        if jnp.abs(h).max() > 0.99:  # error: JAX101
            h = jnp.zeros_like(h)
        return h, h


@partial(nnx.scan, in_axes=(None, nnx.Carry, 0), out_axes=(nnx.Carry, 0))
def run(cell, h, x):
    return cell(h, x)


if __name__ == "__main__":
    cell = Cell(nnx.Rngs(0))
    print(run(cell, jnp.zeros(3), jnp.ones((5, 3)))[0])
