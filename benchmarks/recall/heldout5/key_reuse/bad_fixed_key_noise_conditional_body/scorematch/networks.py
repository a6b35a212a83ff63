import flax.linen as nn
import jax.numpy as jnp
import optax
from flax.training.train_state import TrainState


class ScoreNetwork(nn.Module):
    hidden_dim: int
    output_dim: int

    @nn.compact
    def __call__(self, x):
        x = nn.softplus(nn.Dense(self.hidden_dim)(x))
        return nn.Dense(self.output_dim)(x)


def create_train_state(key, module, learning_rate, data_dimension):
    params = module.init(key, jnp.ones((1, data_dimension)))["params"]
    return TrainState.create(apply_fn=module.apply, params=params, tx=optax.adam(learning_rate))
