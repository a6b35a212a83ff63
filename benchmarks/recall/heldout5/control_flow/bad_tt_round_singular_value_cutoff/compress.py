# Report: https://github.com/jax-ml/jax/issues/3740
# As in the issue: `tt_round_model(tt, delta)` loops `for x in s: if x < delta:` over the singular
# values of each core to pick the truncation rank; `delta` was made static (`static_argnums=1`), but
# `s` comes from an SVD inside the jitted function, so the comparison still raises a
# TracerBoolConversionError.
import math

import jax

from ttlite.rounding import tt_round_model
from ttlite.tensor_train import random_tt, tt_full

if __name__ == "__main__":
    tts = random_tt(jax.random.key(0), (4, 5, 6, 5), rank=6)
    eps = 1e-3
    fast_tt_round = jax.jit(tt_round_model, static_argnums=(1,))
    ttr = fast_tt_round(tts, eps / math.sqrt(len(tts) - 1))
    print("ranks after rounding:", [c.shape[-1] for c in ttr[:-1]])
    print("reconstruction error:", float(abs(tt_full(ttr) - tt_full(tts)).max()))
