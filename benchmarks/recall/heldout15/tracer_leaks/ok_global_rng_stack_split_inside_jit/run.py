# Report: https://github.com/google/flax/issues/112
# The fix from the report: pass a key into the jitted function and enter the stochastic context
# inside it; the outer context only hands out fresh keys.
import jax
import numpy as np

from rngctx.stochastic import make_rng, stochastic
from sampler import rnd

if __name__ == "__main__":
    with stochastic(jax.random.PRNGKey(0)):
        draws = [np.asarray(rnd(make_rng())[0]) for _ in range(5)]
        for d in draws:
            print(d)
        print("distinct draws:", len({tuple(d) for d in draws}))
        make_rng()
