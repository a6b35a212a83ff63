# Report: https://github.com/jax-ml/jax/issues/20704
# Twin: the loader owns a key, splits it per batch and hands the subkey to the jitted jitter.
import jax
import jax.numpy as jnp

from augment.noise import JitterLoader

if __name__ == "__main__":
    data = jnp.zeros((8, 3))
    noises = [b for b in JitterLoader(data, batch_size=2, key=jax.random.key(0))]
    print(noises[0])
    print("same jitter on every batch:", all(bool(jnp.all(n == noises[0])) for n in noises))
