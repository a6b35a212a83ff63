# Report: https://github.com/google/flax/pull/2665
# As in the PR ("different elements of the batch of params in a batched DenseGeneral were
# initializing to the same value, because a JAX rng was being reused, without doing
# jax.random.split"): the batched kernel initializer calls the base initializer once per batch element
# with the same rng, so every ensemble member starts with the same kernel.
import jax
import jax.numpy as jnp

from layers import BatchedDense

if __name__ == "__main__":
    layer = BatchedDense(features=3, n_members=4)
    params = jax.jit(layer.init)(jax.random.key(0), jnp.ones((2, 5)))
    kernel = params["params"]["kernel"]
    print("members identical:", bool(jnp.all(kernel == kernel[0])))
