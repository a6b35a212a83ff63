# verify: raises TypeError
# Wrong prediction: TracerBoolConversionError subclasses TypeError, but the verifier wants the exact class.
import jax
import jax.numpy as jnp


@jax.jit
def relu(x):
    if x > 0:  # error: JAX101
        return x
    return 0.0 * x


if __name__ == "__main__":
    relu(jnp.float32(1.0))
