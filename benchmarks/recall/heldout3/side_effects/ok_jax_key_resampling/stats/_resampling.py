import jax
import jax.numpy as jnp

from ._array_api import xp_capabilities


@xp_capabilities(static=("n_resamples",))
def bootstrap_mean(data, key, n_resamples=5):
    n = data.shape[0]
    idx = jax.random.randint(key, (n_resamples, n), 0, n)
    return jnp.mean(data[idx], axis=1)
