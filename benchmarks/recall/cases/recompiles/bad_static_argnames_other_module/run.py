# Report: https://github.com/cgiovanetti/LINX/issues/13
# As in the report, a cache miss "with different value of static args" on every call; here the static
# argument is declared in ops.py, far from the loop in run.py that passes a new value each time.
import jax.numpy as jnp

from ops import integrate


def sweep(x):
    results = []
    for n in range(10, 60, 10):
        results.append(integrate(x, 0.01, num_steps=n))  # error: JAX202
    return results


if __name__ == "__main__":
    sweep(jnp.ones(2))
    print(f"{integrate._cache_size()} compiles for 5 calls")
