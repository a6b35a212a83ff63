# Report: https://github.com/jax-ml/jax/issues/1348
# The report's example: a jitted function reads and rebinds a global counter with `global`; the Python
# body runs once at trace time, so every call returns 1.
from jax import jit

g = 0


@jit
def f():
    global g
    g = g + 1  # error: JAX201
    return g


if __name__ == "__main__":
    print(f(), f(), f())
