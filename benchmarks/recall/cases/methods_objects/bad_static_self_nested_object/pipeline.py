# Report: https://github.com/jax-ml/jax/issues/9023
# As in the report, a method jitted with `self` static calls an object held in an attribute; here that
# object's `__call__` branches on the traced batch statistics: TracerBoolConversionError.
from functools import partial

import jax
import jax.numpy as jnp


class Standardizer:
    def __call__(self, x):
        if x.std() > 0:  # error: JAX101
            return (x - x.mean()) / x.std()
        return x - x.mean()


class Pipeline:
    def __init__(self):
        self.scaler = Standardizer()

    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        return self.scaler(x) @ jnp.ones(x.shape[-1])


if __name__ == "__main__":
    print(Pipeline()(jnp.arange(6.0).reshape(2, 3)))
