# Report: https://github.com/google/flax/issues/386
# As in the report, a flax module is used inside jitted training code; here the step calls
# `state.apply_fn`, and the module's `__call__` rescales images with a Python `if` on their traced maximum:
# TracerBoolConversionError.
import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        if x.max() > 1.0:  # error: JAX101
            x = x / 255.0
        x = nn.Conv(4, (3, 3))(x)
        return nn.Dense(10)(x.reshape((x.shape[0], -1)))


@jax.jit
def train_step(state, images, labels):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    grads = jax.grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads)


if __name__ == "__main__":
    images, labels = jnp.ones((2, 8, 8, 1)), jnp.zeros(2, jnp.int32)
    model = CNN()
    params = model.init(jax.random.key(0), images)["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.1))
    train_step(state, images, labels)
