# Report: https://github.com/f0uriest/interpax/pull/99
# The PR "avoids jitting a locally defined function which was causing excessive recompilation
# (resolves #94)": `interp1d` defined its implementation inside the function and jitted it there, so
# every call built a new function object and compiled it again. A fitting loop calling it each
# iteration recompiles every time.
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
