# Report: https://github.com/jax-ml/jax/pull/2591
# Twin: `jax.debug.print` prints the values of every batch element at run time.
import jax.numpy as jnp

from featurize.pipeline import FeaturePipeline

if __name__ == "__main__":
    batch = jnp.arange(8.0).reshape(4, 2)
    out = FeaturePipeline().transform(batch)
    print(out.shape)
