# Report: https://github.com/jax-ml/jax/issues/3761
# As the issue reports ("logical operators with jit?"): `lax.cond(x < 0, ...)` works under jit but
# `lax.cond(x < 0 and y < 0, ...)` fails: Python's `and` converts the first traced comparison to a
# bool before lax.cond ever sees a predicate.
import jax.numpy as jnp

from platoon.simulate import follow

if __name__ == "__main__":
    lead = jnp.linspace(3.0, 20.0, 12)
    print("follower speeds:", follow(4.0, lead))
