# Report: https://github.com/patrick-kidger/equinox/issues/236
# As diagnosed there, array shapes must be known statically under jit; here the leading sizes given to
# lax.broadcast come from a traced argument.
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def repeat_rows(row, n_rows):
    return lax.broadcast(row, (n_rows,))  # error: JAX106


if __name__ == "__main__":
    print(repeat_rows(jnp.arange(3.0), 2))
