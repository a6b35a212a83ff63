# Report: https://github.com/jax-ml/jax/issues/6853
# As in the issue: a jitted function slices with a count taken from a dict argument
# (`x[:d['num']]`); the dict's leaves are traced, so the slice bound is a tracer and indexing raises
# "IndexError: Array slice indices must have static start/stop/step".
import jax.numpy as jnp
import numpy as np

from heads.crop import crop_and_shift

if __name__ == "__main__":
    meta = {"num": 5, "val": np.arange(5.0)}
    print(crop_and_shift(jnp.arange(10.0), meta))
