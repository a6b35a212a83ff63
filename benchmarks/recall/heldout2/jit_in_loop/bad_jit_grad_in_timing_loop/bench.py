# Report: https://github.com/jax-ml/jax/issues/1832
# As mattjj points out in the thread, timing `jit(grad(f))(x)` re-wraps the function on every repeat:
# `grad` returns a new function, jit misses its cache and the benchmark measures a recompile each time
# ("you should probably do it once outside the timing loop"). Here the timing helper of a benchmark
# script, called for a few input sizes.
import time

import jax
import jax.numpy as jnp
from jax import grad, jit, lax

COMPILES = []


def func_jax(x):
    def body(f_prev, x_i):
        return f_prev + x_i, f_prev + x_i

    COMPILES.append(None)
    _, f = lax.scan(body, 0.0, x)
    return jnp.sum(f)


def time_gradient(x, repeats=5):
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        jit(grad(func_jax))(x).block_until_ready()  # error: JAX205
        best = min(best, time.perf_counter() - t0)
    return best


if __name__ == "__main__":
    for n in (10, 1000):
        before = len(COMPILES)
        best = time_gradient(jnp.arange(float(n)))
        print(f"n={n}: best {best * 1e3:.2f} ms, {len(COMPILES) - before} traces for 5 repeats")
