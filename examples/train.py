"""A small training script with the tracing bugs jaxlint catches. Try: jaxlint examples/

Each bug is marked with the code jaxlint reports for it; tests/test_example.py checks that exactly
these lines are reported.
"""

from functools import partial

import jax
import jax.numpy as jnp

CLASS_WEIGHTS = jnp.ones(2)


def init_params(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [{"w": jax.random.normal(k, (m, n)) * jnp.sqrt(2.0 / m), "b": jnp.zeros(n)}
            for k, m, n in zip(keys, sizes[:-1], sizes[1:])]


def forward(params, x, key=None, rate=0.2):
    for i, layer in enumerate(params):
        x = x @ layer["w"] + layer["b"]
        if i < len(params) - 1:
            x = jax.nn.relu(x)
            if key is not None:
                keep = jax.random.bernoulli(jax.random.fold_in(key, i), 1 - rate, x.shape)
                x = jnp.where(keep, x / (1 - rate), 0.0)
    return x


def loss_fn(params, x, y, key):
    logits = forward(params, x, key)
    nll = -jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], axis=1)[:, 0]
    return jnp.mean(nll * CLASS_WEIGHTS[y])  # error: JAX201


@partial(jax.jit, static_argnames=("step",))
def train_step(params, x, y, key, step):
    lr = 0.5 * 0.98 ** step
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y, key)
    if jnp.isnan(loss):  # error: JAX101
        return params, loss
    jax.debug.print(f"loss {loss}")  # error: JAX301
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


@jax.jit
def accuracy(params, x, y):
    pred = jnp.argmax(forward(params, x), axis=-1)
    correct = pred[pred == y]  # error: JAX103
    return correct.size / y.size


def rebalance(minority_weight):
    global CLASS_WEIGHTS
    CLASS_WEIGHTS = CLASS_WEIGHTS.at[1].set(minority_weight)


def train(params, x, y, n_steps, seed=0):
    key = jax.random.key(seed)
    for step in range(n_steps):
        step_key = jax.random.split(key)[0]  # error: JAX203
        params, loss = train_step(params, x, y, step_key, step)  # error: JAX202
    return params


if __name__ == "__main__":
    data_key, init_key = jax.random.split(jax.random.key(42))
    X = jax.random.normal(data_key, (256, 16))
    Y = (X.sum(axis=1) > 0).astype(jnp.int32)
    params = train(init_params(init_key, [16, 32, 2]), X, Y, n_steps=5)
    rebalance(2.0)
    params = train(params, X, Y, n_steps=5)
