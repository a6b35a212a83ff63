from time import perf_counter

import jax


def compiled_benchmark(fn):
    """Wrap `fn` so that one jitted call returns its result and its elapsed time."""

    def run(x):
        start = perf_counter()  # error: JAX204
        y = fn(x)
        elapsed = perf_counter() - start  # error: JAX204
        return y, elapsed

    return jax.jit(run)
