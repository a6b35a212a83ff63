# Report: https://github.com/google/trax/issues/462
# Twin: `q_start` is a static argument of the jitted method, so the prefill's Python 0 stays an int
# and the check takes the prefill branch; decoding passes a traced position and takes the other one.
import jax
import jax.numpy as jnp

from attention import CachedSelfAttention

attn = CachedSelfAttention(d_model=4, max_len=8)
prefill = jax.jit(attn.incremental_forward, static_argnums=3)
forward = jax.jit(attn.incremental_forward)


def generate(params, prompt, n_new):
    cache = attn.init_cache()
    out, cache = prefill(params, cache, prompt, 0)
    tokens = [out[-1]]
    for t in range(n_new):
        out, cache = forward(params, cache, tokens[-1][None, :], jnp.int32(prompt.shape[0] + t))
        tokens.append(out[-1])
    return jnp.stack(tokens)


if __name__ == "__main__":
    keys = jax.random.split(jax.random.key(0), 3)
    params = {name: 0.3 * jax.random.normal(k, (4, 4)) for name, k in zip(("wq", "wk", "wv"), keys)}
    prompt = jnp.ones((3, 4))
    print(attn.incremental_forward(params, attn.init_cache(), prompt, 0)[0].shape)  # eager: fine
    print(generate(params, prompt, 2).shape)
