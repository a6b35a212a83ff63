# Report: https://github.com/jax-ml/jax/issues/12773
# As diagnosed in the thread, `random_sample` updates `self.key` in place and then calls a jitted
# function that reads it through `self` (here `jax.jit(self._langevin_step)` built in __init__): the
# compiled step keeps the key of its first trace, so every Langevin step adds the same noise.
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
