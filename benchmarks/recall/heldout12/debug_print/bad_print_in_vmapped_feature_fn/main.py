# Report: https://github.com/jax-ml/jax/pull/2591
# The PR's example: `print(y)` inside a function under `vmap` prints a
# `Traced<ShapedArray(int32[])>with<BatchTrace...>` object, once, instead of the values.
import jax.numpy as jnp

from featurize.pipeline import FeaturePipeline

if __name__ == "__main__":
    batch = jnp.arange(8.0).reshape(4, 2)
    out = FeaturePipeline().transform(batch)
    print(out.shape)
