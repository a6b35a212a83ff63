# Report: https://github.com/anh-tong/signax/pull/19
# "Add generative experiment": the review found that the training set, the evaluation set
# and the signals were all drawn with one key ("same key will make the same samples"), so the
# evaluation paths were the training paths. The fix splits the key three ways.
import jax
import jax.numpy as jnp

from sigdata.setup import make_datasets

if __name__ == "__main__":
    train, evals, signals = make_datasets(jax.random.PRNGKey(0))
    print("eval set equals train set:", bool(jnp.all(train == evals)))
    print("train shape", train.shape, "signals shape", signals.shape)
