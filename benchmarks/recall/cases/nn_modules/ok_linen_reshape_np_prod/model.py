import flax.linen as nn
import numpy as np


class Encoder(nn.Module):
    latents: int = 4

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, (3, 3))(x)
        x = x.reshape((x.shape[0], int(np.prod(x.shape[1:]))))
        return nn.Dense(self.latents)(x)
