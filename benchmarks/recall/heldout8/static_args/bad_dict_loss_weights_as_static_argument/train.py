# Report: https://github.com/jax-ml/jax/issues/4274
# The loss weights are a dict handed to a jitted step through `static_argnames`: static arguments are
# part of the cache key and must be hashable, and a dict is not, so the first call raises
# "ValueError: Non-hashable static arguments are not supported".
import jax
import jax.numpy as jnp

from training.step import train_step

LOSS_WEIGHTS = {"mse": 1.0, "l2": 1e-3}

if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(0), (32, 3))
    y = x @ jnp.array([1.0, -2.0, 0.5]) + 0.3
    params = {"w": jnp.zeros(3), "b": jnp.float32(0.0)}
    for step in range(50):
        params, loss = train_step(params, x, y, loss_weights=LOSS_WEIGHTS)  # error: JAX206
    print("loss:", float(loss))
