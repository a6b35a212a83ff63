# Report: https://github.com/jax-ml/jax/issues/4712
# The layer sizes of an MLP are passed as a static argument (they decide the loop over layers), held in a
# list. In 2020 jit silently keyed the cache on the list object and recompiled for every equal-but-new
# list; today it raises "ValueError: Non-hashable static arguments are not supported" at the first call.
import jax
import jax.numpy as jnp

from mlp.network import forward, init_params

LAYER_SIZES = [8, 16, 16, 1]

if __name__ == "__main__":
    key = jax.random.key(0)
    params = init_params(key, LAYER_SIZES)
    x = jax.random.normal(key, (32, 8))
    for batch in range(3):
        preds = forward(LAYER_SIZES, params, x)  # error: JAX206
        print(batch, preds.shape)
