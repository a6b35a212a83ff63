# verify: raises jax.errors.TracerBoolConversionError
# A correct prediction: the exact class, from the marked line.
import jax
import jax.numpy as jnp


@jax.jit
def relu(x):
    if x > 0:  # error: JAX101
        return x
    return 0.0 * x


if __name__ == "__main__":
    relu(jnp.float32(1.0))
