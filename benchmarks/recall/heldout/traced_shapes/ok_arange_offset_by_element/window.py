# Report: https://github.com/jax-ml/jax/issues/19433
# The maintainer's fix: a static arange shifted by the traced element.
import jax.numpy as np
from jax import jit


@jit
def f(x: np.ndarray) -> np.ndarray:
    return np.arange(-1, 1) + x[0]


if __name__ == "__main__":
    print(f(np.zeros(1).astype(int)))
