import flax.linen as nn


class NormedMLP(nn.Module):
    """A batch-normalised MLP; `train` switches BatchNorm between batch and running statistics."""

    hidden: int = 64
    depth: int = 2

    @nn.compact
    def __call__(self, x, train):
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)  # error: JAX101
        for _ in range(self.depth):
            x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)
