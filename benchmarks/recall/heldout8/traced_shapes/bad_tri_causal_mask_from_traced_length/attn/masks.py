import jax.numpy as jnp


def causal_mask(seq_len):
    return jnp.tri(seq_len, seq_len, 0, dtype=bool)  # error: JAX106
