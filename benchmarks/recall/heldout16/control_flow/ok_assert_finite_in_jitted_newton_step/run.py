# Report: https://github.com/jax-ml/jax/issues/2273
# The check is returned from the jitted solver as a flag and asserted on the concrete result
# outside jit.
import jax.numpy as jnp

from solver.loop import solve

if __name__ == "__main__":
    a = jnp.array([8.0, 27.0, 2.0])
    x0 = jnp.ones(3)
    roots, all_finite = solve(x0, a)
    assert bool(all_finite), "newton step produced non-finite values"
    print("cube roots:", roots)
