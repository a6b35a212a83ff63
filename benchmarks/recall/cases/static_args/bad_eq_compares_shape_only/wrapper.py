# Report: https://github.com/jax-ml/jax/issues/4572
# As in the report's HashableArrayWrapper, an array is made static by a wrapper with its own __hash__ and
# __eq__; here they look only at the shape, so a new array of the same shape reuses the old constants.
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


class Static:
    def __init__(self, val):
        self.val = np.asarray(val)

    def __hash__(self):
        return hash(self.val.shape)

    def __eq__(self, other):  # error: JAX207
        return isinstance(other, Static) and self.val.shape == other.val.shape


@partial(jax.jit, static_argnums=0)
def apply_filter(kernel, x):
    return jnp.convolve(x, kernel.val, mode="same")


if __name__ == "__main__":
    x = jnp.arange(5.0)
    print(apply_filter(Static([1.0, 0.0, 0.0]), x))
    print(apply_filter(Static([0.0, 0.0, 1.0]), x))
