# Report: https://github.com/google/trax/issues/462
# As in the report, `incremental_forward` checks `isinstance(q_start, int)` to tell the prefill of a
# whole prompt from the one-token decoding path. Jitted (jax.jit of the bound method), the 0 the prefill
# passes is a tracer: the check is False, the one-token branch runs and its assert fails for a 3-token
# prompt (AssertionError), though the same call works eagerly.
import jax
import jax.numpy as jnp

from attention import CachedSelfAttention

attn = CachedSelfAttention(d_model=4, max_len=8)
forward = jax.jit(attn.incremental_forward)


def generate(params, prompt, n_new):
    cache = attn.init_cache()
    out, cache = forward(params, cache, prompt, 0)
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
