# Report: https://github.com/jax-ml/jax/issues/4798
# The fix from the omnistaging notes: Python's min on the two static ints stays a Python int.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def foo(n, x):
    n_aval = jnp.shape(x)[0]
    n_actual = min(n_aval, n)
    return jnp.arange(n_actual)


if __name__ == "__main__":
    print(foo(5, jnp.arange(10)))
