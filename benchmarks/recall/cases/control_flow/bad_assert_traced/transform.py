# Report: https://github.com/astro-informatics/s2fft/issues/273
# As in the report, `assert` statements on array values do not work inside a jitted function: the assert
# converts a traced comparison to bool (TracerBoolConversionError).
import jax
import jax.numpy as jnp


@jax.jit
def normalise_weights(w):
    assert jnp.all(w >= 0), "weights must be non-negative"  # error: JAX101
    return w / w.sum()


if __name__ == "__main__":
    print(normalise_weights(jnp.arange(4.0)))
