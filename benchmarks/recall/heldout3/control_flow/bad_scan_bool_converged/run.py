# Report: https://github.com/jax-ml/jax/issues/23637
# The report's body function calls `bool(c)` on the carry of a `lax.scan` (and of a `fori_loop`):
# the carry is a tracer while the body is traced, so the conversion raises TracerBoolConversionError
# as soon as the solver runs, jitted or not. Here the scan body lives in a solver package.
import jax.numpy as jnp

from solvers import fixed_point

if __name__ == "__main__":
    x, done, trace = fixed_point(jnp.float32(1.0))
    print(x, done)
