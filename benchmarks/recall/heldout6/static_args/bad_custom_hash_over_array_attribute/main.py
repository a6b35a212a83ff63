# Report: https://github.com/jax-ml/jax/pull/39873
# As the PR describes: the "how to use jit with methods" example (Strategy 2, `self` static with
# __hash__/__eq__) annotates its attribute as an array, but a class that stores an array there and
# hashes it cannot be a static argument: hash(self) raises and the jitted method call fails with
# "Non-hashable static arguments are not supported".
import jax.numpy as jnp

from operators.scaled import ScaledOperator

if __name__ == "__main__":
    op = ScaledOperator(jnp.array([[2.0, 0.0], [0.0, 3.0]]), 2)
    v = jnp.array([1.0, 1.0])
    print("A v =", op.apply(v))  # error: JAX206
