# Report: https://github.com/jax-ml/jax/issues/1919
# The report's fix: negative items are drawn with jax.random.randint from a key carried in the
# while_loop state, one key per pair, split from a new key every training step.
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
