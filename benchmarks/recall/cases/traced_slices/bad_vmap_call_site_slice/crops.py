# Report: https://github.com/jax-ml/jax/issues/7222
# As in the report, slice bounds must be static; here the function is vmapped at the call site,
# `jax.vmap(one)(starts)`, so `start` is a batched tracer: IndexError.
import jax
import jax.numpy as jnp

signal = jnp.arange(32.0)


def one(start):
    return signal[start:start + 4]  # error: JAX107


def crops(starts):
    return jax.vmap(one)(starts)


if __name__ == "__main__":
    print(crops(jnp.array([0, 5, 9])))
