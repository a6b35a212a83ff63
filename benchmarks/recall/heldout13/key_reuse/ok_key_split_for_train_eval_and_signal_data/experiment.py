# Report: https://github.com/anh-tong/signax/pull/19
# Twin: the key is split into train, eval and signal keys, as the review asked.
import jax
import jax.numpy as jnp

from sigdata.setup import make_datasets

if __name__ == "__main__":
    train, evals, signals = make_datasets(jax.random.PRNGKey(0))
    print("eval set equals train set:", bool(jnp.all(train == evals)))
    print("train shape", train.shape, "signals shape", signals.shape)
