# verify: clean
# The run succeeds as declared, but the linter flags it: a flagged fixture that runs clean.
import jax
import jax.numpy as jnp


@jax.jit
def step(x):
    jax.debug.print(f"x = {x}")  # error: JAX301
    return x * 2


if __name__ == "__main__":
    step(jnp.float32(3.0))
