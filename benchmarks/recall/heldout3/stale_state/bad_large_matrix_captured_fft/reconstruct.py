# Report: https://github.com/jax-ml/jax/issues/10596
# As diagnosed in the thread ("if you capture a constant value in a `jit`, you are telling JAX the
# compiler may see this value, must bake it into the program"): the jitted forward model closes over a
# 1024 x 1024 transfer matrix, which becomes a constant of the compiled program (XLA even constant-folds
# the FFT of it), so compiling is much slower than with the matrix passed as an argument, and the
# program text carries the whole matrix.
import time

import jax
import jax.numpy as jnp
import numpy as np

from operators import make_forward

if __name__ == "__main__":
    transfer = np.random.default_rng(0).standard_normal((1024, 1024)).astype(np.float32)
    forward = make_forward(transfer)
    x = jnp.ones(1024)
    start = time.perf_counter()
    lowered = forward.lower(x)
    lowered.compile()
    print(f"compile {time.perf_counter() - start:.2f} s, program text {len(lowered.as_text()) / 1e6:.1f} MB")
