# Report: https://github.com/google/flax/pull/2665
# Near miss, the PR's fix: the initializer splits the rng into one key per batch element.
import jax
import jax.numpy as jnp

from layers import BatchedDense

if __name__ == "__main__":
    layer = BatchedDense(features=3, n_members=4)
    params = jax.jit(layer.init)(jax.random.key(0), jnp.ones((2, 5)))
    kernel = params["params"]["kernel"]
    print("members identical:", bool(jnp.all(kernel == kernel[0])))
