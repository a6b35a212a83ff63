# Report: https://github.com/PlasmaControl/DESC/pull/1662
# Near miss: the static Basis is a frozen dataclass, hashed and compared by its degree, so equal bases
# built on each call hit the same compiled program.
import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Basis:
    degree: int

    def evaluate(self, x):
        return jnp.stack([x ** k for k in range(self.degree + 1)], axis=-1)


@partial(jax.jit, static_argnums=1)
def fit(x, basis, y):
    A = basis.evaluate(x)
    return jnp.linalg.lstsq(A, y)[0]


if __name__ == "__main__":
    x = jnp.linspace(0, 1, 8)
    for trial in range(4):
        fit(x, Basis(3), jnp.sin(x + trial))
    print(f"{fit._cache_size()} compiles for 4 calls")
