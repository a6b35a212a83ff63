# Report: https://github.com/jax-ml/jax/pull/5853
# As this PR's error message explains, a tracer cannot look things up in a Python list; `list.index`
# compares the tracer with each element and converts the result to bool: TracerBoolConversionError.
import jax
import jax.numpy as jnp

ORDER = [10, 20, 30, 40]


@jax.jit
def rank(label):
    position = ORDER.index(label)  # error: JAX101
    return jnp.float32(position) / len(ORDER)


if __name__ == "__main__":
    print(rank(jnp.int32(30)))
