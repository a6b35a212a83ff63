# Report: https://github.com/lanl/scico/issues/535
# The fix (scico PR #541): per-image jax.random keys split from one seed, drawn with jax.random
# inside the vmapped generator, so nothing is handed to NumPy's generator.
import jax.numpy as jnp

from scico_mini.datagen import generate_blur_data

if __name__ == "__main__":
    images, blurred = generate_blur_data(4, seed=123)
    print(images.shape, float(jnp.abs(images - blurred).mean()))
