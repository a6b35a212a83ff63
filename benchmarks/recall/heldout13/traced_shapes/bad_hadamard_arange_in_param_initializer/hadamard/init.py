import jax.numpy as jnp


def hadamard(key, shape, dtype=jnp.float32):
    lg2 = jnp.log2(shape[0])
    H = jnp.ones((1,), dtype=dtype)
    for i in jnp.arange(lg2):  # error: JAX106
        H = jnp.vstack([jnp.hstack([H, H]), jnp.hstack([H, -H])])
    return 2 ** (-lg2 / 2) * H
