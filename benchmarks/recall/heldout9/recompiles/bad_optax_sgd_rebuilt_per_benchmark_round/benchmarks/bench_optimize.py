# Report: https://github.com/jeertmans/DiffeRT/pull/326
# "some benchmarked functions may not benefit from the JIT the way we expected. For example,
# `optax.Gradient...` optimizers will re-trigger compilation everytime the function is called."
# The benchmarked function builds its optax optimizer on every call and passes it as a static
# argument: every benchmark round traces and compiles `minimize` again.
import time

import jax.numpy as jnp
import optax

from differt_mini.optimize import TRACES, minimize


def run_minimize():
    tx = jnp.array([0.0, 0.0, 0.0])
    rx = jnp.array([10.0, 0.0, 0.0])
    points = jnp.array([[2.0, 3.0, 0.0], [7.0, -2.0, 1.0]])
    optimizer = optax.chain(optax.clip(1.0), optax.sgd(0.1))
    return minimize(points, tx, rx, optimizer=optimizer)  # error: JAX202


if __name__ == "__main__":
    for round_ in range(5):
        start = time.perf_counter()
        _, loss = run_minimize()
        print(f"round {round_}: loss {float(loss):.3f}, {time.perf_counter() - start:.3f} s, traces {len(TRACES)}")
