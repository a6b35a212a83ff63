import flax.linen as nn


class PredictionNetwork(nn.Module):
    hidden: int = 32
    dropout_rate: float = 0.3

    @nn.compact
    def __call__(self, obs, deterministic=True):
        x = nn.relu(nn.Dense(self.hidden)(obs))
        x = nn.Dropout(self.dropout_rate, deterministic=deterministic)(x)
        value = nn.Dense(1)(x)
        reward = nn.Dense(1)(x)
        return value[..., 0], reward[..., 0]
