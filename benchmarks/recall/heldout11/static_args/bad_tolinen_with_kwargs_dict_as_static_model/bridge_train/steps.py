from functools import partial

import jax
import jax.numpy as jnp
import optax


@partial(jax.jit, static_argnames=("model", "tx"))
def train_step(model, tx, variables, opt_state, x, y):
    def loss_fn(variables):
        pred = model.apply(variables, x)
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(variables)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(variables, updates), opt_state, loss
