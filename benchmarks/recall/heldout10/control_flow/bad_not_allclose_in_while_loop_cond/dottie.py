# Report: https://github.com/jax-ml/jax/issues/2708
# "allow jnp.allclose to accept tracers": the while_loop condition returns `not jnp.allclose(...)`;
# the loop traces its condition abstractly, and Python's `not` asks the tracer for a bool
# (TracerBoolConversionError); `jnp.logical_not` is the fix the maintainers point to.
import jax
import jax.numpy as jnp

from solvers import FixedPointIteration

if __name__ == "__main__":
    solver = FixedPointIteration(jnp.cos)
    x, steps = jax.jit(solver.solve)(jnp.float32(1.0))
    print("Dottie number:", float(x), "after", int(steps), "steps")
