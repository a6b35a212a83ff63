# Report: https://github.com/patrick-kidger/jaxtyping/issues/12
# The report's check: `assert isinstance(y, int)` inside a jitted function fails, because under jit the
# integer argument is a tracer (AssertionError).
import jax
import jax.numpy as jnp


@jax.jit
def shift(x: jax.Array, offset: int):
    assert isinstance(offset, int), f"offset is a {type(offset)}!"  # error: JAX110
    return jnp.roll(x, 1) + offset


if __name__ == "__main__":
    print(shift(jnp.arange(4.0), 3))
