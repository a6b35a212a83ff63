import jax
import jax.numpy as jnp

from attn.masks import causal_mask


def causal_attention(q, k, v, seq_len):
    scores = q @ k.T / jnp.sqrt(q.shape[-1])
    scores = jnp.where(causal_mask(seq_len), scores, -jnp.inf)
    return jax.nn.softmax(scores, axis=-1) @ v
