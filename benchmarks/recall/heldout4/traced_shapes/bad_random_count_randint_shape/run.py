# Report: https://github.com/jax-ml/jax/issues/5100
# As in the issue: the number of rows to draw is itself random (`rand_shape.sum()` of a Poisson
# draw), and it is used as a shape of `jax.random.randint` inside jit: "TypeError: Shapes must be 1D
# sequences of concrete values of integer type".
import jax
import jax.numpy as jnp

from bootstrap.resample import random_subsample

if __name__ == "__main__":
    data = jnp.arange(10 * 5).reshape((10, 5))
    print(random_subsample(data, jax.random.key(0)).shape)
