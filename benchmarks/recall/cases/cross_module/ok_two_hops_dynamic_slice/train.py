# Report: https://github.com/jax-ml/jax/issues/7222
# Near miss: the same two hops, with lax.dynamic_slice_in_dim in crop.py.
import jax
import jax.numpy as jnp

from augment import random_crop


@jax.jit
def train_step(key, signal):
    crop = random_crop(key, signal, 8)
    return jnp.mean(crop ** 2)


if __name__ == "__main__":
    print(train_step(jax.random.key(0), jnp.arange(32.0)))
