from functools import partial

import jax
import jax.numpy as jnp


def losses(params, x, y):
    pred = x @ params["w"] + params["b"]
    return {"mse": jnp.mean((pred - y) ** 2), "l2": jnp.sum(params["w"] ** 2)}


@partial(jax.jit, static_argnames=("loss_weights",))
def train_step(params, x, y, loss_weights):
    def total(p):
        parts = losses(p, x, y)
        return sum(loss_weights[name] * value for name, value in parts.items())

    loss, grads = jax.value_and_grad(total)(params)
    params = jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)
    return params, loss
