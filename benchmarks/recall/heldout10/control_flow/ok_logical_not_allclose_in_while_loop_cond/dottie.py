# Report: https://github.com/jax-ml/jax/issues/2708
# The maintainers' fix: `jnp.logical_not(jnp.allclose(...))` and `&` keep the condition a traced
# boolean, so the jitted while_loop runs.
import jax
import jax.numpy as jnp

from solvers import FixedPointIteration

if __name__ == "__main__":
    solver = FixedPointIteration(jnp.cos)
    x, steps = jax.jit(solver.solve)(jnp.float32(1.0))
    print("Dottie number:", float(x), "after", int(steps), "steps")
