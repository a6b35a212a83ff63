# Report: https://github.com/google/flax/issues/4085
# Near miss: BatchNorm's use_running_average and Dropout's deterministic come from `train`, a static
# argument of the jitted step, so they are Python bools at trace time.
from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(8)(x)
        x = nn.BatchNorm(use_running_average=not train)(x)
        x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(1)(x)


model = Net()


@partial(jax.jit, static_argnames="train")
def forward(variables, x, key, train):
    return model.apply(variables, x, train=train, rngs={"dropout": key}, mutable=["batch_stats"])


if __name__ == "__main__":
    x = jnp.ones((4, 3))
    variables = model.init(jax.random.key(0), x, train=False)
    print(forward(variables, x, jax.random.key(1), train=True)[0].shape)
