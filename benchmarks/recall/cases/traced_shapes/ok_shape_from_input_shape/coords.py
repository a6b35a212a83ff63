# Report: https://github.com/LouisDesdoigts/dLux/issues/260
# Near miss: the grid size comes from the input's static shape, so jnp.arange gets a Python int.
import jax
import jax.numpy as jnp


@jax.jit
def pixel_coords(image, scale):
    n = image.shape[0]
    return (jnp.arange(n) - (n - 1) / 2.0) * scale


if __name__ == "__main__":
    print(pixel_coords(jnp.ones((8, 8)), 0.5))
