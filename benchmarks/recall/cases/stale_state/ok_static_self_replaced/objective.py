# Report: https://github.com/PlasmaControl/DESC/pull/310
# Near miss: the static `self` is a frozen dataclass (hashed and compared by value), and a change makes a
# new object with dataclasses.replace, so the method is retraced for the new weight.
import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Objective:
    target: float
    weight: float

    @partial(jax.jit, static_argnums=0)
    def compute(self, x):
        return self.weight * (x - self.target)


if __name__ == "__main__":
    obj = Objective(target=0.0, weight=1.0)
    x = jnp.ones(2)
    print(obj.compute(x))
    obj = dataclasses.replace(obj, weight=10.0)
    print(obj.compute(x))
