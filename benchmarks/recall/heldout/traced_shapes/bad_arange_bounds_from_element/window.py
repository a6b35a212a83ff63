# Report: https://github.com/jax-ml/jax/issues/19433
# As in the report: `arange(x[0] - 1, x[0] + 1)` always has two elements, but its bounds are traced, so
# jit raises ConcretizationTypeError (jnp.arange argument `stop`). The maintainer's fix is
# `arange(-1, 1) + x[0]`.
import jax.numpy as np
from jax import jit


@jit
def f(x: np.ndarray) -> np.ndarray:
    return np.arange(x[0] - 1, x[0] + 1)  # error: JAX106


if __name__ == "__main__":
    print(f(np.zeros(1).astype(int)))
