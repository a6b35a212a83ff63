# Report: https://github.com/jax-ml/jax/issues/5454
# "VMap of jnp.arange throws Abstract Tracer Value encountered": `innerRange(i)` builds
# `jnp.arange(i)` to gather the first i particles; called with 3 or 4 it works, vmapped over an array
# of bounds `i` is a tracer and arange raises ConcretizationTypeError.
import jax.numpy as jnp
import numpy as np

from particles import PrefixPool

if __name__ == "__main__":
    parts = jnp.asarray(np.random.default_rng(0).normal(size=(40, 2)))
    pool = PrefixPool(parts)
    print(pool.prefix_sum(3))
    print(pool.pool_all(jnp.array([3, 4], dtype=jnp.int32)))
