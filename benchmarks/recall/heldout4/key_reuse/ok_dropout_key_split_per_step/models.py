import flax.linen as nn


class MyModel(nn.Module):
    num_neurons: int

    @nn.compact
    def __call__(self, x, training: bool):
        x = nn.Dense(self.num_neurons)(x)
        x = nn.softplus(x)
        x = nn.Dropout(rate=0.5, deterministic=not training)(x)
        self.sow("intermediates", "kept", x != 0)
        return nn.Dense(1)(x)
