import flax.linen as nn


class BertLikeEncoder(nn.Module):
    vocab_size: int
    hidden: int

    @nn.compact
    def __call__(self, input_ids):
        h = nn.Embed(self.vocab_size, self.hidden)(input_ids)
        h = nn.Dense(self.hidden)(nn.gelu(h))
        return h.mean(axis=1)
