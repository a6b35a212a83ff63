# Report: https://github.com/jax-ml/jax/issues/35090
# As in the issue: a helper jitted with its argument static (`add1`, here `n_nodes`) is called from
# another jitted function whose argument is static too, and its result is used as the size of
# `jnp.arange`; the inner jit returns a traced value even for static inputs, so `arange` raises a
# ConcretizationTypeError (without the inner `jit` it works).
import jax.numpy as jnp

from quad.rules import integrate

if __name__ == "__main__":
    print("integral of x^3 on [0, 1]:", float(integrate(lambda x: x**3, order=4)))
