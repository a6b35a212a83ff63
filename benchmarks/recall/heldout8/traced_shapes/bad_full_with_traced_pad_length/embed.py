# Report: https://github.com/jax-ml/jax/issues/14279
# A batch of token ids is padded to a fixed length inside a jitted embedding function; the pad length
# is passed as an ordinary (traced) argument and used in the shape of the padding block, which fails
# with "TypeError: Shapes must be 1D sequences of concrete values of integer type".
import jax
import jax.numpy as jnp

from textdata.collate import pad_tokens

MAX_LEN = 8


@jax.jit
def embed_batch(table, tokens, pad_len):
    padded = pad_tokens(tokens, pad_len)
    return table[padded].mean(axis=1)


if __name__ == "__main__":
    table = jax.random.normal(jax.random.key(0), (50, 4))
    tokens = jnp.array([[3, 7, 9], [1, 2, 5]])
    out = embed_batch(table, tokens, MAX_LEN - tokens.shape[1])
    print(out.shape)
