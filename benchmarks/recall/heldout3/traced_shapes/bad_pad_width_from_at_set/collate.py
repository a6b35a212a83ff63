# Report: https://github.com/jax-ml/jax/issues/3620
# As in the report ("Padding doesn't work in jitted mode"): the helper builds the pad widths as a jnp
# array (`npad = jnp.zeros((ndim, 2)); npad = npad.at[axis, 1].set(pad_size)`) and hands it to
# jnp.pad. Eagerly that works; under jit the widths are a traced array and jnp.pad raises.
import jax
import jax.numpy as jnp
import numpy as np


def pad_last_dim(array, pad_size):
    ndim = jnp.ndim(array)
    npad = jnp.zeros((ndim, 2), dtype=jnp.int32)
    axis = ndim - 1
    npad = npad.at[axis, 1].set(pad_size)
    return jnp.pad(array, npad, "constant", constant_values=0)  # error: JAX106


@jax.jit
def collate(features):
    return pad_last_dim(features, 4)


if __name__ == "__main__":
    vals = np.random.default_rng(0).normal(size=(5, 10))
    print(pad_last_dim(vals, 4).shape)  # eager: fine
    print(collate(vals).shape)
