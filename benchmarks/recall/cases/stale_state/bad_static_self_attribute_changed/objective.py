# Report: https://github.com/PlasmaControl/DESC/pull/310
# As this PR explains, a method jitted with `self` static keeps the attributes it saw when first traced:
# changing `target` or `weight` afterwards is silently ignored.
from functools import partial

import jax
import jax.numpy as jnp


class Objective:
    def __init__(self, target, weight):
        self.target = target
        self.weight = weight

    @partial(jax.jit, static_argnums=0)
    def compute(self, x):
        return self.weight * (x - self.target)  # error: JAX201


if __name__ == "__main__":
    obj = Objective(target=0.0, weight=1.0)
    x = jnp.ones(2)
    print(obj.compute(x))
    obj.weight = 10.0
    print(obj.compute(x))
