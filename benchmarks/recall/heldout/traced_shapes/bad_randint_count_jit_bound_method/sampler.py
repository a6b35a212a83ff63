# Report: https://github.com/jax-ml/jax/issues/648
# As in the report: the number of samples N is a traced argument of the jitted sampler, and it is the
# shape of random.randint: "Shapes must be 1D sequences of concrete values of integer type". Here the
# sampler is a method, jitted as a bound method.
import jax
from jax import random


class SpikeSampler:
    def __init__(self, num_neurons):
        self.num_neurons = num_neurons

    def sample(self, key, N):
        return random.randint(key, (N,), 0, self.num_neurons)  # error: JAX106


if __name__ == "__main__":
    sampler = SpikeSampler(10)
    sample = jax.jit(sampler.sample)
    print(sample(random.key(0), 5))
