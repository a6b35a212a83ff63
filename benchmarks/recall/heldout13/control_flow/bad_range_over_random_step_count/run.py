# Report: https://openillumi.com/en/en-jax-jit-dynamic-loop-error-fix
# Q&A (after a Stack Overflow question): a loop count drawn with jax.random inside a jitted
# function is passed to Python's range(), which raises TracerIntegerConversionError. The fix
# draws the count outside jit and passes it as a static argument.
import jax
import jax.numpy as jnp

from walk.sim import simulate

if __name__ == "__main__":
    print("end point:", simulate(jax.random.PRNGKey(0), jnp.float32(0.0)))
