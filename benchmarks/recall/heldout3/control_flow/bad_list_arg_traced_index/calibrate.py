# Report: https://github.com/jax-ml/jax/issues/2304
# As in the report (`return mylist[idx]` in a jitted function), the jitted step indexes a list it
# receives as an argument with a traced integer. jit turns the list into a list of tracers, and
# indexing a Python list with a tracer raises TracerIntegerConversionError. The thread's fix is to
# convert the list to an array first.
import jax
import jax.numpy as jnp

from tables import load_tables


@jax.jit
def calibrate(counts, detector, tables):
    gains = tables[detector]  # error: JAX102
    return counts * gains


if __name__ == "__main__":
    tables = load_tables()
    print(calibrate(jnp.ones(4), 1, tables))
