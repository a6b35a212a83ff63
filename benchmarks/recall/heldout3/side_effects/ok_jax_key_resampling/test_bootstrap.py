# Report: https://github.com/scipy/scipy/issues/24412
# Near miss: the resampling draws come from a JAX key passed as a traced argument, split per call, so
# each call resamples afresh.
import jax
import jax.numpy as jnp
import numpy as np

from stats import bootstrap_mean

if __name__ == "__main__":
    key = jax.random.key(34982345)
    k1, k2 = jax.random.split(key)
    data = jnp.arange(10.0)
    x = bootstrap_mean(data, k1)
    y = bootstrap_mean(data, k2)
    print("same resamples twice:", bool(np.allclose(x, y)))
