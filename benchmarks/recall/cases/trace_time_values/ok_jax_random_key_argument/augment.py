# Report: https://github.com/jax-ml/jax/pull/2793
# Near miss: the jitted augmentation takes a jax.random key as an argument, and the caller splits it per
# call; NumPy's generator seeds the key outside jit.
import jax
import jax.numpy as jnp
import numpy as np

seed = int(np.random.default_rng(0).integers(1 << 30))


@jax.jit
def augment(x, key):
    return x + jax.random.normal(key, x.shape)


if __name__ == "__main__":
    key = jax.random.key(seed)
    k1, k2 = jax.random.split(key)
    print(augment(jnp.zeros(3), k1), augment(jnp.zeros(3), k2))
