from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp
import optax

TRACES = []


class Head(nn.Module):
    classes: int = 4

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.classes)(nn.relu(nn.Dense(16)(x)))


@partial(jax.jit, static_argnames=["model", "optimizer"])
def train_step(params, opt_state, images, labels, model, optimizer):
    TRACES.append(1)

    def loss_fn(params):
        logits = model.apply({"params": params}, images)
        onehot = jax.nn.one_hot(labels, logits.shape[-1])
        return -jnp.mean(jnp.sum(onehot * nn.log_softmax(logits), axis=-1))

    grads = jax.grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state
