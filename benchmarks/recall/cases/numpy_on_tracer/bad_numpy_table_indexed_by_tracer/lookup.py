# Report: https://github.com/jax-ml/jax/pull/5853
# As this PR's error message advises (`obj[idx]` -> `jnp.asarray(obj)[idx]`), a NumPy array cannot be
# indexed by a tracer: NumPy converts the index to an array (TracerArrayConversionError).
import jax
import jax.numpy as jnp
import numpy as np

LEVEL_SCALES = np.array([1.0, 0.5, 0.25, 0.125])


@jax.jit
def scale_for(x, level):
    return x * LEVEL_SCALES[level]  # error: JAX104


if __name__ == "__main__":
    print(scale_for(jnp.ones(2), jnp.int32(2)))
