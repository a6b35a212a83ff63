# Report: https://github.com/jax-ml/jax/issues/8599
# Fixed: the clock is read in Python around the jitted call (after block_until_ready).
import jax.numpy as jnp

from benchkit.functions import FUNCTIONS
from benchkit.harness import compiled_benchmark

if __name__ == "__main__":
    for name, fn in FUNCTIONS.items():
        bench = compiled_benchmark(fn)
        times = []
        for n in (64, 64, 64):
            x = jnp.ones((n, 256)) * (len(times) + 1)
            _, elapsed = bench(x)
            times.append(float(elapsed))
        print(name, "elapsed per call:", times, "distinct:", len(set(times)))
