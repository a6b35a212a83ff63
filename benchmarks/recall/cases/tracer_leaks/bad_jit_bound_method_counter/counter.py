# Report: https://github.com/jax-ml/jax/pull/20732
# As in the stateful-computations doc this PR added, a jitted method keeps its state on `self`; with an
# array counter, `self.n += 1` under `jax.jit(counter.count)` stores a tracer on the object.
import jax
import jax.numpy as jnp


class Counter:
    def __init__(self):
        self.n = jnp.array(0)

    def count(self):
        self.n += 1  # error: JAX108
        return self.n


counter = Counter()
count = jax.jit(counter.count)

if __name__ == "__main__":
    print(count(), count())
    print(counter.n + 1)
