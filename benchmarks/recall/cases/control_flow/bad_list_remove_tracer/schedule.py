# Report: https://github.com/jax-ml/jax/pull/5853
# As in this PR, a tracer meets a Python list; `list.remove(tracer)` compares it with the elements and
# converts each result to bool: TracerBoolConversionError.
import jax
import jax.numpy as jnp


@jax.jit
def remaining_load(loads, finished):
    pending = [0, 1, 2, 3]
    pending.remove(finished)  # error: JAX101
    return sum(loads[i] for i in pending)


if __name__ == "__main__":
    print(remaining_load(jnp.arange(4.0), jnp.int32(2)))
