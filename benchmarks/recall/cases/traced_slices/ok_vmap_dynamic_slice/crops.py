# Report: https://github.com/jax-ml/jax/issues/7222
# Near miss: the vmapped window uses lax.dynamic_slice_in_dim, which takes a traced start and a static
# size.
import jax
import jax.numpy as jnp
from jax import lax

signal = jnp.arange(32.0)


def one(start):
    return lax.dynamic_slice_in_dim(signal, start, 4)


def crops(starts):
    return jax.vmap(one)(starts)


if __name__ == "__main__":
    print(crops(jnp.array([0, 5, 9])))
