# Report: https://github.com/jax-ml/jax/issues/1879
# As in the report, minibatches are cut from the data by a batch index; vmapping the cutter over the
# indices makes the slice bounds tracers: IndexError.
from functools import partial

import jax
import jax.numpy as jnp


def get_minibatch(data, batch_size, i):
    return data[i * batch_size:(i + 1) * batch_size]  # error: JAX107


def all_minibatches(data, batch_size):
    idx = jnp.arange(data.shape[0] // batch_size)
    return jax.vmap(partial(get_minibatch, data, batch_size))(idx)


if __name__ == "__main__":
    print(all_minibatches(jnp.arange(12.0), 4))
