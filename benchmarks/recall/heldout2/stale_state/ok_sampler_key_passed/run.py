# Report: https://github.com/jax-ml/jax/issues/12773
# Twin: the key is an argument of the jitted step (split in the Python loop and passed in), as the
# thread recommends instead of mutating attributes the compiled function reads.
import jax
import jax.numpy as jnp

from langevin import LangevinSampler


def score(x):
    return -x


if __name__ == "__main__":
    sampler = LangevinSampler(score, 0.1, jax.random.key(0))
    samples = sampler.random_sample(jnp.zeros(2), 4)
    increments = samples[1:] - 0.9 * samples[:-1]
    print("same noise every step:", bool(jnp.allclose(increments, increments[0])))
