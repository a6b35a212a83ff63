# Report: https://github.com/jax-ml/jax/issues/968
# The report's jitted comparison: `a <= b and c <= d` on traced values needs Python bools:
# TracerBoolConversionError.
import jax
import jax.numpy as jnp


@jax.jit
def is_local_min(z, i, j):
    return z[j, i] <= z[j - 1, i] and z[j, i] <= z[j + 1, i] and z[j, i] <= z[j, i - 1]  # error: JAX101


if __name__ == "__main__":
    z = jax.random.normal(jax.random.key(0), (10, 10))
    print(is_local_min(z, 3, 4))
