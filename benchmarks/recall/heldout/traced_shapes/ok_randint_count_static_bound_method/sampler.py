# Report: https://github.com/jax-ml/jax/issues/648
# The fix the maintainers suggest: make N static (one compile per N).
import jax
from jax import random


class SpikeSampler:
    def __init__(self, num_neurons):
        self.num_neurons = num_neurons

    def sample(self, key, N):
        return random.randint(key, (N,), 0, self.num_neurons)


if __name__ == "__main__":
    sampler = SpikeSampler(10)
    sample = jax.jit(sampler.sample, static_argnums=1)
    print(sample(random.key(0), 5))
