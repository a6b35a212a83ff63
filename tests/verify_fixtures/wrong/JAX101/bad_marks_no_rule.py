# verify: raises jax.errors.TracerBoolConversionError
# Wrong mark: JAX999 is no rule's code.
import jax
import jax.numpy as jnp


@jax.jit
def clip(x):
    if x > 1:  # error: JAX999
        return jnp.ones_like(x)
    return x


if __name__ == "__main__":
    clip(jnp.float32(0.5))
