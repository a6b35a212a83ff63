# Report: https://github.com/p-doom/jasmine/pull/152
# The review's fix: NaN debugging is an option of the run (off by default) and is switched on
# only around the training steps when asked for, not for the whole process at import.
import argparse

import jax
import jax.numpy as jnp

from utils.dynamics import init_params, train_step
from utils.metrics import codebook_entropy


def main(args):
    key = jax.random.key(0)
    params = init_params(key, vocab=8, dim=16)
    tokens = jnp.arange(32) % 8
    targets = (tokens + 1) % 8
    with jax.debug_nans(args.debug_nans):
        for step in range(20):
            params, loss = train_step(params, tokens, targets, 0.5)
    print("final loss:", float(loss))
    counts = jnp.array([5.0, 3.0, 9.0, 1.0, 4.0, 2.0, 0.0, 0.0])
    print("codebook entropy:", float(codebook_entropy(counts)))


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--debug-nans", action="store_true")
    main(parser.parse_args())
