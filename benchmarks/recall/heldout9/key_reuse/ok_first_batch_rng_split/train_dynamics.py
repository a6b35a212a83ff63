# Report: https://github.com/p-doom/jasmine/pull/239
# Fixed twin: the first batch gets a subkey split off `rng`, as the review asks.
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
        rng, _rng = jax.random.split(rng)
        first_batch["rng"] = _rng
        compiled = train_step.lower(params, first_batch).compile()
        # Do not skip the first batch during training
        dataloader_train = itertools.chain([first_batch], dataloader_train)

        for step, batch in enumerate(dataloader_train):
            if "rng" not in batch:
                rng, batch["rng"] = jax.random.split(rng)
            params, loss = train_step(params, batch)
            print(step, float(loss))
