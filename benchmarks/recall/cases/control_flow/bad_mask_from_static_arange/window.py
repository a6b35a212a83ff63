# Report: https://github.com/jax-ml/jax/issues/4471
# As in the report, a mask built inside the jitted function from jnp values is traced even when it only
# depends on constants, and indexing with it raises NonConcreteBooleanIndexError.
import jax
import jax.numpy as jnp


@jax.jit
def tail_sum(x, y):
    mask = jnp.arange(x.shape[0]) >= 2
    return x[mask].sum() + y  # error: JAX103


if __name__ == "__main__":
    print(tail_sum(jnp.arange(5.0), 1.0))
