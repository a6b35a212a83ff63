# Report: https://github.com/jax-ml/jax/issues/4798
# As in the report: `n` is static and `jnp.shape(x)[0]` is a Python int, but `jnp.minimum` of the two
# returns a tracer under jit (omnistaging), so `jnp.arange(n_actual)` raises ConcretizationTypeError.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def foo(n, x):
    n_aval = jnp.shape(x)[0]
    n_actual = jnp.minimum(n_aval, n)
    return jnp.arange(n_actual)  # error: JAX106


if __name__ == "__main__":
    print(foo(5, jnp.arange(10)))
