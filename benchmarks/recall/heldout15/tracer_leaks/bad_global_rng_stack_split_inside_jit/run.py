# Report: https://github.com/google/flax/issues/112
# A stochastic context (a global key stack) entered outside a jitted function: make_rng() splits the
# global key inside the trace and writes the traced half back, so every call of the compiled
# function returns the same "random" numbers and the stack is left holding a tracer.
import jax
import numpy as np

from rngctx.stochastic import make_rng, stochastic
from sampler import rnd

if __name__ == "__main__":
    with stochastic(jax.random.PRNGKey(0)):
        draws = [np.asarray(rnd()[0]) for _ in range(5)]
        for d in draws:
            print(d)
        print("distinct draws:", len({tuple(d) for d in draws}))
        make_rng()  # the key left on the stack is a leaked tracer
