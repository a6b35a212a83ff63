# Report: https://github.com/jax-ml/jax/issues/22751
# The causal mask is built with `jnp.tri(seq_len, seq_len, 0)`; this twin marks the sequence length
# static in the jitted attention call, so `jnp.tri` gets a concrete size.
import jax

from attn.layer import causal_attention

if __name__ == "__main__":
    q, k, v = jax.random.normal(jax.random.key(0), (3, 5, 4))
    print("eager:", causal_attention(q, k, v, 5).shape)
    print("jit:", jax.jit(causal_attention, static_argnames=("seq_len",))(q, k, v, 5).shape)
