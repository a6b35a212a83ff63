import jax.numpy as jnp


def pad_tokens(tokens, pad_len, pad_id=0):
    pad = jnp.full((tokens.shape[0], pad_len), pad_id, dtype=tokens.dtype)
    return jnp.concatenate([tokens, pad], axis=1)
