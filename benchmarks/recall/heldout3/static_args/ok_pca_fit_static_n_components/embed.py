# Report: https://github.com/alonfnt/pcax/issues/3
# Near miss: the user's jit declares `n_components` static too, so the library receives a Python int.
from functools import partial

import jax
import jax.numpy as jnp

import pcax


@partial(jax.jit, static_argnames="n_components")
def embed(x, n_components):
    state = pcax.fit(x, n_components)
    return pcax.transform(state, x)


if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(0), (20, 5))
    print(pcax.transform(pcax.fit(x, 2), x).shape)
    print(embed(x, 2).shape)
