# Report: https://github.com/jax-ml/jax/issues/7222
# As in the report, a slice whose start is traced raises IndexError under jit; here the slice is two calls
# away from the jitted step, in crop.py, reached through augment.py.
import jax
import jax.numpy as jnp

from augment import random_crop


@jax.jit
def train_step(key, signal):
    crop = random_crop(key, signal, 8)
    return jnp.mean(crop ** 2)


if __name__ == "__main__":
    print(train_step(jax.random.key(0), jnp.arange(32.0)))
