# verify: raises jax.errors.TracerBoolConversionError
# Wrong column: the finding starts at column 8 (`x > 1`), the mark says 4.
import jax
import jax.numpy as jnp


@jax.jit
def clip(x):
    if x > 1:  # error: JAX101:4
        return jnp.ones_like(x)
    return x


if __name__ == "__main__":
    clip(jnp.float32(0.5))
