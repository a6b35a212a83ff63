# Report: https://github.com/lanl/scico/issues/535
# scico's Flax-example data generation broke (`test_blur_data_generation`): the phantom generator
# seeds NumPy's Mersenne Twister with a per-image seed, and the images are generated under
# `jax.vmap`, so NumPy receives a tracer as seed (`_mt19937.pyx` calls `__index__` on it:
# TracerIntegerConversionError). The fix (PR #541) uses jax.random keys throughout.
import jax.numpy as jnp

from scico_mini.datagen import generate_blur_data

if __name__ == "__main__":
    images, blurred = generate_blur_data(4, seed=123)
    print(images.shape, float(jnp.abs(images - blurred).mean()))
