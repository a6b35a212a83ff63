# Report: https://github.com/AakashKumarNain/mistral_jax/issues/1
# As in the report, `get_cache_slice` reads the cache up to the current position with
# `x.at[:pos, :, :].get()`; the decoding step is jitted and `pos` is a traced position, so the slice
# raises "IndexError: Array slice indices must have static start/stop/step".
import jax
import jax.numpy as jnp

from model import Attention

attn = Attention(n_heads=4, n_kv_heads=2, head_dim=2)


@jax.jit
def decode_step(params, x, cache_k, cache_v, pos):
    return attn(params, x, cache_k, cache_v, pos)


def generate(params, x, max_len=6):
    cache_k = jnp.zeros((max_len, attn.n_kv_heads, attn.head_dim))
    cache_v = jnp.zeros_like(cache_k)
    outs = []
    for pos in range(max_len):
        x, cache_k, cache_v = decode_step(params, x, cache_k, cache_v, jnp.int32(pos))
        outs.append(x)
    return jnp.stack(outs)


if __name__ == "__main__":
    keys = jax.random.split(jax.random.key(0), 3)
    params = {"wq": jax.random.normal(keys[0], (8, 8)), "wk": jax.random.normal(keys[1], (8, 4)),
              "wv": jax.random.normal(keys[2], (8, 4))}
    x = jnp.ones(8) * 0.1
    cache = jnp.zeros((6, 2, 2))
    print(attn(params, x, cache, cache, 0)[0].shape)  # eager: fine
    print(generate(params, x).shape)
