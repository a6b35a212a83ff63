import flax.linen as nn


class DNN(nn.Module):
    hidden: int = 16
    dropout_rate: float = 0.2

    @nn.compact
    def __call__(self, x, training):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(rate=self.dropout_rate, deterministic=not training)(x)  # error: JAX101
        return nn.Dense(1)(x)
