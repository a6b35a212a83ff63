import jax
import jax.numpy as jnp
from jax import lax


class Attention:
    """Grouped-query attention with a key/value cache (Mistral style)."""

    def __init__(self, n_heads, n_kv_heads, head_dim):
        self.n_heads = n_heads
        self.n_kv_heads = n_kv_heads
        self.head_dim = head_dim
        self.kv_repeats = n_heads // n_kv_heads

    def get_cache(self, x, kv_repeats):
        return jnp.repeat(x, kv_repeats, axis=1)

    def __call__(self, params, x, cache_k, cache_v, pos):
        q = (x @ params["wq"]).reshape(self.n_heads, self.head_dim)
        k = (x @ params["wk"]).reshape(1, self.n_kv_heads, self.head_dim)
        v = (x @ params["wv"]).reshape(1, self.n_kv_heads, self.head_dim)
        cache_k = lax.dynamic_update_slice(cache_k, k, (pos, 0, 0))
        cache_v = lax.dynamic_update_slice(cache_v, v, (pos, 0, 0))
        keys = self.get_cache(cache_k, self.kv_repeats)
        values = self.get_cache(cache_v, self.kv_repeats)
        scores = jnp.einsum("hd,thd->ht", q, keys) / jnp.sqrt(self.head_dim)
        scores = jnp.where(jnp.arange(cache_k.shape[0])[None, :] <= pos, scores, -jnp.inf)
        out = jnp.einsum("ht,thd->hd", jax.nn.softmax(scores, axis=-1), values)
        return out.reshape(-1), cache_k, cache_v
