# Report: https://github.com/jax-ml/jax/issues/22751
# The causal mask is built with `jnp.tri(seq_len, seq_len, 0)`, and the sequence length reaches it as
# an ordinary argument of the jitted attention call, so it is a tracer where `jnp.tri` needs a concrete
# size: the jitted call fails ("TypeError: Shapes must be 1D sequences of concrete values of integer
# type") while the same code runs eagerly.
import jax

from attn.layer import causal_attention

if __name__ == "__main__":
    q, k, v = jax.random.normal(jax.random.key(0), (3, 5, 4))
    print("eager:", causal_attention(q, k, v, 5).shape)
    print("jit:", jax.jit(causal_attention)(q, k, v, 5).shape)
