import flax.linen as nn
import jax.numpy as jnp


class EncoderDecoder(nn.Module):
    vocab_size: int
    output_vocab_size: int
    emb_dim: int = 32
    num_heads: int = 2
    mlp_dim: int = 64

    @nn.compact
    def __call__(self, inputs, targets):
        src = nn.Embed(self.vocab_size, self.emb_dim)(inputs)
        tgt = nn.Embed(self.output_vocab_size, self.emb_dim)(targets)
        enc = nn.SelfAttention(num_heads=self.num_heads)(src)
        dec = nn.MultiHeadDotProductAttention(num_heads=self.num_heads)(tgt, enc)
        dec = nn.Dense(self.mlp_dim)(nn.relu(dec))
        return nn.Dense(self.output_vocab_size)(dec)
