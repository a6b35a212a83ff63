# Report: https://github.com/jax-ml/jax/issues/20704
# A jitted function draws from a key it closes over (`jax.random.bits(key)` with a module-level
# `key`): every call replays the same draws (the report: the key reuse checker misses it). Here the
# loader's jitter is the same noise on every batch.
import jax.numpy as jnp

from augment.noise import JitterLoader

if __name__ == "__main__":
    data = jnp.zeros((8, 3))
    noises = [b for b in JitterLoader(data, batch_size=2)]
    print(noises[0])
    print("same jitter on every batch:", all(bool(jnp.all(n == noises[0])) for n in noises))
