# Report: https://github.com/jax-ml/jax/issues/7826
# The report's example: a flax.struct field marked pytree_node=False holds a NumPy array; the second call
# compares the static parts and fails with "The truth value of an array ... is ambiguous".
import jax
import numpy as np
from flax.struct import dataclass, field


@dataclass
class Model:
    c: np.ndarray = field(pytree_node=False)  # error: JAX206


@jax.jit
def f(model):
    return 1.0


if __name__ == "__main__":
    m = Model(np.ones(10))
    n = Model(np.ones(10))
    print(f(m), f(n))
