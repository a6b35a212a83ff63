# Report: https://github.com/LouisDesdoigts/dLux/issues/260
# As in the report, an arange's length is a value computed under a transformation; here the grid size is
# looked up in a jnp table with a traced index, so jnp.arange gets a tracer: ConcretizationTypeError.
import jax
import jax.numpy as jnp

SIZES = jnp.array([8, 16, 32])


@jax.jit
def pixel_coords(level, scale):
    n = SIZES[level]
    return (jnp.arange(n) - (n - 1) / 2.0) * scale  # error: JAX106


if __name__ == "__main__":
    print(pixel_coords(0, 0.5))
