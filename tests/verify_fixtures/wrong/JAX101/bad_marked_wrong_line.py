# verify: raises jax.errors.TracerBoolConversionError
# Wrong mark: line 10 raises (and says so with `# raises-here`) and is the one the linter flags, but
# the `# error:` mark sits on line 11.
import jax
import jax.numpy as jnp


@jax.jit
def clip(x):
    if x > 1:  # raises-here
        return jnp.ones_like(x)  # error: JAX101
    return x


if __name__ == "__main__":
    clip(jnp.float32(0.5))
