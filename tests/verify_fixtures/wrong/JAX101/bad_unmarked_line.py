# verify: raises jax.errors.TracerBoolConversionError
# Wrong prediction: the error comes from line 9, which carries no mark; the marked line never runs.
import jax
import jax.numpy as jnp


@jax.jit
def clip(x):
    if x > 1:
        return jnp.ones_like(x)
    if x < -1:  # error: JAX101
        return -jnp.ones_like(x)
    return x


if __name__ == "__main__":
    clip(jnp.float32(0.5))
