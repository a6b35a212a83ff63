# Report: https://github.com/google/flax/issues/4146
# As in the report, a flag passed positionally to the jitted function is traced, whatever its annotation
# says (`use_noise: bool`), and `if use_noise:` raises TracerBoolConversionError.
import jax
import jax.numpy as jnp


@jax.jit
def step(x, use_noise: bool, key):
    if use_noise:  # error: JAX101
        x = x + 0.1 * jax.random.normal(key, x.shape)
    return jnp.tanh(x)


if __name__ == "__main__":
    print(step(jnp.ones(3), True, jax.random.key(0)))
