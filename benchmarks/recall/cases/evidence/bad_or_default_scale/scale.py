# Report: https://github.com/jax-ml/jax/pull/16430
# As the review of this PR added to the docs, `z = nullable_value or default_value` is a boolean
# conversion; with a traced `scale` it raises TracerBoolConversionError under jit.
import jax
import jax.numpy as jnp


@jax.jit
def rescale(x, scale=None):
    scale = scale or 1.0  # error: JAX101
    return x * scale


if __name__ == "__main__":
    print(rescale(jnp.ones(3), jnp.float32(2.0)))
