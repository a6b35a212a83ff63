# Report: https://github.com/marin-community/marin/issues/2869
# "When training over multiple epochs, the data is seen in the same order every epoch": the dataset
# shuffles with one key it keeps, so every epoch's permutation is drawn from the same key and every
# epoch replays the same order.
import jax
import jax.numpy as jnp

from levanter_mini.data import PermutationDataset

if __name__ == "__main__":
    ds = PermutationDataset(jnp.arange(8), jax.random.key(0))
    orders = []
    for epoch in range(3):
        orders.append(jnp.concatenate(list(ds.batches(4))))
    print([o.tolist() for o in orders])
    print("same order every epoch:", all(bool(jnp.all(o == orders[0])) for o in orders))
