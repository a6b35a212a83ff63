# Report: https://github.com/p-doom/jasmine/pull/152
# "feat: auto-exit on nan" adds `jax.config.update("jax_debug_nans", True)` at the top of the
# training scripts (train_dynamics.py, train_lam.py, train_tokenizer.py); the review notes that
# this turns NaN checking on for the whole run. Every eager op is then checked, so the
# post-training metrics, which produce a NaN that a `where` masks out, abort with
# FloatingPointError, and every op pays the check.
import jax
import jax.numpy as jnp

from utils.dynamics import init_params, train_step
from utils.metrics import codebook_entropy

jax.config.update("jax_debug_nans", True)  # error: JAX304


def main():
    key = jax.random.key(0)
    params = init_params(key, vocab=8, dim=16)
    tokens = jnp.arange(32) % 8
    targets = (tokens + 1) % 8
    for step in range(20):
        params, loss = train_step(params, tokens, targets, 0.5)
    print("final loss:", float(loss))
    # Codes 6 and 7 are never used by the tokenizer in this run.
    counts = jnp.array([5.0, 3.0, 9.0, 1.0, 4.0, 2.0, 0.0, 0.0])
    print("codebook entropy:", float(codebook_entropy(counts)))


if __name__ == "__main__":
    main()
