# Report: https://github.com/jax-ml/jax/issues/6853
# The working trick from the issue: carry the count as the shape of an empty array
# (`jnp.zeros((5, 0))`) and slice with `meta['num'].shape[0]`, a static int.
import jax.numpy as jnp
import numpy as np

from heads.crop import crop_and_shift

if __name__ == "__main__":
    meta = {"num": jnp.zeros((5, 0)), "val": np.arange(5.0)}
    print(crop_and_shift(jnp.arange(10.0), meta))
