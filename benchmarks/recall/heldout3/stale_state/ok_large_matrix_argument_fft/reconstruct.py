# Report: https://github.com/jax-ml/jax/issues/10596
# Near miss, the thread's fix: the transfer matrix is passed to the jitted forward model as an
# argument, so the program stays small and compiles quickly.
import time

import jax
import jax.numpy as jnp
import numpy as np

from operators import forward

if __name__ == "__main__":
    transfer = np.random.default_rng(0).standard_normal((1024, 1024)).astype(np.float32)
    x = jnp.ones(1024)
    start = time.perf_counter()
    lowered = forward.lower(transfer, x)
    lowered.compile()
    print(f"compile {time.perf_counter() - start:.2f} s, program text {len(lowered.as_text()) / 1e6:.1f} MB")
