# Report: https://github.com/jax-ml/jax/issues/35090
# The working variant from the issue: the helper (`add1`, here `n_nodes`) is not jitted, so with a
# static order it returns a Python int and `jnp.arange` gets a concrete size.
import jax.numpy as jnp

from quad.rules import integrate

if __name__ == "__main__":
    print("integral of x^3 on [0, 1]:", float(integrate(lambda x: x**3, order=4)))
