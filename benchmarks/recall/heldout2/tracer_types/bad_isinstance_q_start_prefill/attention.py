import jax
import jax.numpy as jnp


class CachedSelfAttention:
    """Single-head causal self-attention with a key/value cache for incremental decoding."""

    def __init__(self, d_model, max_len):
        self.d_model = d_model
        self.max_len = max_len

    def init_cache(self):
        return jnp.zeros((self.max_len, self.d_model)), jnp.zeros((self.max_len, self.d_model))

    def incremental_forward(self, params, cache, x, q_start):
        k_cache, v_cache = cache
        q, k, v = x @ params["wq"], x @ params["wk"], x @ params["wv"]
        q_len = x.shape[0]
        if isinstance(q_start, int):  # error: JAX110
            # prefill: the whole prompt at once, written at its (Python int) offset
            k_cache = k_cache.at[q_start:q_start + q_len].set(k)
            v_cache = v_cache.at[q_start:q_start + q_len].set(v)
        else:
            assert q_len == 1, "decoding at a traced position handles one token at a time"
            k_cache = jax.lax.dynamic_update_slice(k_cache, k, (q_start, 0))
            v_cache = jax.lax.dynamic_update_slice(v_cache, v, (q_start, 0))
        pos = jnp.arange(self.max_len)
        visible = pos[None, :] <= (q_start + jnp.arange(q_len))[:, None]
        scores = jnp.where(visible, q @ k_cache.T / jnp.sqrt(self.d_model), -jnp.inf)
        out = jax.nn.softmax(scores, axis=-1) @ v_cache
        return out, (k_cache, v_cache)
