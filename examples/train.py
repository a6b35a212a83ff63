"""A small training script with the tracing bugs jaxlint catches. Try: jaxlint examples/train.py"""

from functools import partial

import jax
import jax.numpy as jnp

WEIGHT_DECAY = jnp.asarray(1e-3)


def init_params(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [{"w": jax.random.normal(k, (m, n)) * jnp.sqrt(2.0 / m), "b": jnp.zeros(n)}
            for k, m, n in zip(keys, sizes[:-1], sizes[1:])]


def forward(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    last = params[-1]
    return x @ last["w"] + last["b"]


def loss_fn(params, x, y):
    logits = forward(params, x)
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], axis=1))


@partial(jax.jit, static_argnames=("step",))
def train_step(params, x, y, step):
    lr = 0.5 * 0.98 ** step
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    jax.debug.print(f"loss = {loss}")
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def train(params, x, y, n_steps):
    for step in range(n_steps):
        params, loss = train_step(params, x, y, step)
    return params
