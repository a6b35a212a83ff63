# verify: raises jax.errors.TracerBoolConversionError
# Wrong mark: a rule's name where its code belongs.
import jax
import jax.numpy as jnp


@jax.jit
def clip(x):
    if x > 1:  # error: traced-bool
        return jnp.ones_like(x)
    return x


if __name__ == "__main__":
    clip(jnp.float32(0.5))
