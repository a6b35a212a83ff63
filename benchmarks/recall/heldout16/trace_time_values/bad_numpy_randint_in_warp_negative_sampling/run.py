# Report: https://github.com/jax-ml/jax/issues/1919
# A WARP loss for a factorization machine samples negative items with NumPy's randint inside
# the loss (in the while_loop body that resamples until a violating item is found); the loss is
# vmapped and jitted in the training step. The report hit an internal error at trace time and
# swapped in jax.random.randint; on current JAX the NumPy draw simply runs once, while tracing,
# and its value is frozen into the compiled step: every pair, every resampling iteration and
# every training step gets the same "random" negative item.
import numpy as onp

from fm.train import fit

if __name__ == "__main__":
    rng = onp.random.RandomState(1)
    n_users, n_items = 20, 30
    user_data = rng.randint(0, n_users, (64, 1))
    item_data = rng.randint(0, n_items, (64, 1))
    item_dataset = onp.arange(n_items)[:, None]
    _, sampled = fit(user_data, item_data, item_dataset, n_users, n_items)
    for step, neg in enumerate(sampled):
        print("step", step, "negative items:", neg.tolist())
    print("distinct negative items over all steps:", len(set(onp.concatenate(sampled).tolist())))
