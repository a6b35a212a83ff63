import flax.linen as nn


class TinyField(nn.Module):
    width: int = 32

    @nn.compact
    def __call__(self, rays):
        h = nn.relu(nn.Dense(self.width)(rays))
        out = nn.Dense(4)(h)
        return out[..., :3], out[..., 3]
