# Report: https://github.com/jax-ml/jax/issues/3620
# Near miss: the pad widths are a Python list of tuples built from the static rank and a Python int,
# so jnp.pad gets concrete widths under jit.
import jax
import jax.numpy as jnp
import numpy as np


def pad_last_dim(array, pad_size):
    ndim = jnp.ndim(array)
    npad = [(0, 0)] * (ndim - 1) + [(0, pad_size)]
    return jnp.pad(array, npad, "constant", constant_values=0)


@jax.jit
def collate(features):
    return pad_last_dim(features, 4)


if __name__ == "__main__":
    vals = np.random.default_rng(0).normal(size=(5, 10))
    print(pad_last_dim(vals, 4).shape)
    print(collate(vals).shape)
