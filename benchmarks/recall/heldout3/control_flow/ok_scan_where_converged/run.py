# Report: https://github.com/jax-ml/jax/issues/23637
# Near miss: the converged flag of the scan carry selects with jnp.where instead of a Python `if`.
import jax.numpy as jnp

from solvers import fixed_point

if __name__ == "__main__":
    x, done, trace = fixed_point(jnp.float32(1.0))
    print(x, done)
