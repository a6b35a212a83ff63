# Report: https://github.com/google/flax/issues/3171
# Near miss: `deterministic=not train`, but every call site passes `train` as a Python constant
# (train=True in the jitted train step, train=False at evaluation), so it is never a tracer.
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.relu(nn.Dense(8)(x))
        x = nn.Dropout(0.5, deterministic=not train)(x)
        return nn.Dense(1)(x)


model = MLP()


@jax.jit
def train_step(params, x, key):
    return model.apply(params, x, train=True, rngs={"dropout": key})


@jax.jit
def evaluate(params, x):
    return model.apply(params, x, train=False)


if __name__ == "__main__":
    x = jnp.ones((2, 3))
    params = model.init(jax.random.key(0), x, train=False)
    print(train_step(params, x, jax.random.key(1)), evaluate(params, x))
