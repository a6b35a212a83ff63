# Report: https://github.com/jax-ml/jax/issues/5100
# The workaround from the answer: draw a fixed maximum number of rows and return a mask of the
# first `count` valid ones, so every shape is static.
import jax
import jax.numpy as jnp

from bootstrap.resample import random_subsample

if __name__ == "__main__":
    data = jnp.arange(10 * 5).reshape((10, 5))
    rows, valid = random_subsample(data, jax.random.key(1))
    print(rows.shape, int(valid.sum()))
