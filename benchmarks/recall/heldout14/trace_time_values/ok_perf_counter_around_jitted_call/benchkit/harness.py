from time import perf_counter

import jax


def compiled_benchmark(fn):
    """Wrap `fn` so that one call returns its result and the elapsed time of the jitted call."""
    jitted = jax.jit(fn)

    def run(x):
        start = perf_counter()
        y = jitted(x).block_until_ready()
        elapsed = perf_counter() - start
        return y, elapsed

    return run
