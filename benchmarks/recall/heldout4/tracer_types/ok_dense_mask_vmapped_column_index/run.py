# Report: https://github.com/jax-ml/jax/issues/2285
# The fix: the dict is turned into an array once, at import (concrete keys), and the vmapped update
# indexes the array with the traced column index and selects with `jnp.where`.
import jax
import jax.numpy as jnp

from spillover.predict import predict_x

if __name__ == "__main__":
    X = jax.random.normal(jax.random.key(0), (6, 4))
    print(predict_x(X, jnp.full(4, 0.5), jnp.full(4, 0.1)))
