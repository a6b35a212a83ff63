# Report: https://github.com/p-doom/jasmine/pull/239
# The review bot flags it: the first batch is given the un-split `rng` (used to lower and compile the
# step, then trained on), and the loop then splits the same `rng` for the next batches: the mask of the
# first step and the keys of all later steps come from one key. jax.debug_key_reuse raises
# KeyReuseError.
import itertools

import jax
import jax.numpy as jnp

from jasmine.step import train_step


def dataloader(key, n_batches, shape=(4, 8)):
    for k in jax.random.split(key, n_batches):
        yield {"videos": jax.random.normal(k, shape)}


if __name__ == "__main__":
    with jax.debug_key_reuse(True):
        rng = jax.random.key(0)
        rng, data_rng = jax.random.split(rng)
        params = {"w": jnp.eye(8)}
        dataloader_train = dataloader(data_rng, 5)

        first_batch = next(dataloader_train)
        first_batch["rng"] = rng
        compiled = train_step.lower(params, first_batch).compile()
        # Do not skip the first batch during training
        dataloader_train = itertools.chain([first_batch], dataloader_train)

        for step, batch in enumerate(dataloader_train):
            if "rng" not in batch:
                rng, batch["rng"] = jax.random.split(rng)  # error: JAX203
            params, loss = train_step(params, batch)
            print(step, float(loss))
