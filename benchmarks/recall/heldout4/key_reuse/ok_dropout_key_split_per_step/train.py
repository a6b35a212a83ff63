# Report: https://github.com/google/flax/pull/2631
# The fix from the review: split `dropout_key` on every step and hand the step its own subkey.
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from models import MyModel


def create_train_state(key, model, x):
    params = model.init(key, x, training=False)["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.1))


@jax.jit
def train_step(state, batch, dropout_key):
    x, y = batch

    def loss_fn(params):
        logits, inter = state.apply_fn(
            {"params": params}, x, training=True, rngs={"dropout": dropout_key}, mutable=["intermediates"]
        )
        return jnp.mean((logits - y) ** 2), inter["intermediates"]["kept"][0]

    (loss, kept), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=grads), loss, kept


if __name__ == "__main__":
    root_key = jax.random.key(0)
    main_key, params_key, dropout_key = jax.random.split(root_key, 3)
    x = jax.random.normal(main_key, (16, 4))
    y = jnp.sum(x, axis=1, keepdims=True)
    state = create_train_state(params_key, MyModel(num_neurons=8), x)
    masks = []
    for epoch in range(5):
        dropout_key, step_key = jax.random.split(dropout_key)
        state, loss, kept = train_step(state, (x, y), step_key)
        masks.append(kept)
    print("same dropout mask on every step:", all(bool(jnp.all(m == masks[0])) for m in masks))
