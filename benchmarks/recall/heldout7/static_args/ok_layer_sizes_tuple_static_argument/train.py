# Report: https://github.com/jax-ml/jax/issues/4712
# Near miss: the sizes are a tuple, hashable and compared by value: one compile for all calls.
import jax
import jax.numpy as jnp

from mlp.network import forward, init_params

LAYER_SIZES = (8, 16, 16, 1)

if __name__ == "__main__":
    key = jax.random.key(0)
    params = init_params(key, LAYER_SIZES)
    x = jax.random.normal(key, (32, 8))
    for batch in range(3):
        preds = forward(LAYER_SIZES, params, x)
        print(batch, preds.shape)
