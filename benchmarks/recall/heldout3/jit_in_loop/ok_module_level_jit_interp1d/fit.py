# Report: https://github.com/f0uriest/interpax/pull/99
# Near miss, the PR's fix: `interp1d` itself is jitted once at module level (its options static), so
# the loop's calls hit the cache.
import jax.numpy as jnp

from interpax import TRACES, interp1d

if __name__ == "__main__":
    x = jnp.linspace(0.0, 1.0, 11)
    f = x ** 2
    shift = 0.0
    for it in range(5):
        fq = interp1d(jnp.linspace(0.05, 0.95, 7) + shift, x, f)
        shift = 0.01 * float(jnp.nanmean(fq))
    print(f"{len(TRACES)} traces for 5 calls")
