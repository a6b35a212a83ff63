# Report: https://github.com/scipy/scipy/issues/24412
# As in the report (a `get_random_value(a, rng)` that returns `rng.random()`, tested with
# `jax_jit=True`): the function is jitted with its non-array arguments static, so the NumPy Generator
# is drawn from once, while tracing, and the draws are baked into the program. Two calls with the same
# generator give the same "random" resamples.
import jax.numpy as jnp
import numpy as np

from stats import bootstrap_mean

if __name__ == "__main__":
    rng = np.random.default_rng(34982345)
    data = jnp.arange(10.0)
    x = bootstrap_mean(data, rng)
    y = bootstrap_mean(data, rng)
    print("same resamples twice:", bool(np.allclose(x, y)))
