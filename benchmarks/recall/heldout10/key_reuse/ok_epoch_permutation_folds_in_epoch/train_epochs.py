# Report: https://github.com/marin-community/marin/issues/2869
# Epoch reshuffling as the later PR does it (a permutation keyed by `fold_in(key, epoch)`): the stored
# key is never consumed itself, and each epoch gets its own order.
import jax
import jax.numpy as jnp

from levanter_mini.data import PermutationDataset

if __name__ == "__main__":
    ds = PermutationDataset(jnp.arange(8), jax.random.key(0))
    orders = []
    for epoch in range(3):
        orders.append(jnp.concatenate(list(ds.batches(4, epoch))))
    print([o.tolist() for o in orders])
    print("same order every epoch:", all(bool(jnp.all(o == orders[0])) for o in orders))
