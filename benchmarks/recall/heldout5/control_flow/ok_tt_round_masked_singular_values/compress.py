# Report: https://github.com/jax-ml/jax/issues/3740
# The fix suggested in the thread: no Python control flow on the singular values; the cutoff is a
# `jnp.where` mask that zeroes the small singular values (the cores keep their static shapes) and the
# effective ranks are returned as arrays.
import math

import jax

from ttlite.rounding import tt_round_model
from ttlite.tensor_train import random_tt, tt_full

if __name__ == "__main__":
    tts = random_tt(jax.random.key(0), (4, 5, 6, 5), rank=6)
    eps = 1e-3
    fast_tt_round = jax.jit(tt_round_model, static_argnums=(1,))
    ttr, ranks = fast_tt_round(tts, eps / math.sqrt(len(tts) - 1))
    print("effective ranks after rounding:", [int(r) for r in ranks])
    print("reconstruction error:", float(abs(tt_full(ttr) - tt_full(tts)).max()))
