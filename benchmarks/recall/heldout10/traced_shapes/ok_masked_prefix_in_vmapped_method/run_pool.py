# Report: https://github.com/jax-ml/jax/issues/5454
# The shape-static form: arange over the full (static) particle count, compared with the traced
# bound, and a masked sum; vmap over the bounds works and matches the unbatched call.
import jax.numpy as jnp
import numpy as np

from particles import PrefixPool

if __name__ == "__main__":
    parts = jnp.asarray(np.random.default_rng(0).normal(size=(40, 2)))
    pool = PrefixPool(parts)
    print(pool.prefix_sum(3))
    print(pool.pool_all(jnp.array([3, 4], dtype=jnp.int32)))
