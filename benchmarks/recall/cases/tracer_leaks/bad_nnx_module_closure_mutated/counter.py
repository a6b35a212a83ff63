# Report: https://github.com/google/flax/pull/4333
# As the nnx transforms guide this PR extends explains, a mutable Module captured by closure and changed
# inside nnx.jit would leak a tracer into it; Flax raises instead of letting it happen.
import jax.numpy as jnp
from flax import nnx


class Counter(nnx.Module):
    def __init__(self):
        self.count = nnx.Variable(jnp.array(0))

    def __call__(self, x):
        return x * 2


counter = Counter()


@nnx.jit
def step(x):
    counter.count.value += 1  # error: JAX108
    return counter(x)


if __name__ == "__main__":
    print(step(jnp.ones(2)), counter.count.value)
