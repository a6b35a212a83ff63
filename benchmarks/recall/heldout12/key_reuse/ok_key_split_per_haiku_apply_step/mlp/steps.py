import jax
import jax.numpy as jnp

from .net import net


def loss_fn(params, key, x, y):
    pred = net.apply(params, key, x)
    return jnp.mean((pred - y) ** 2)


@jax.jit
def update(params, key, x, y, lr=1e-2):
    loss, grads = jax.value_and_grad(loss_fn)(params, key, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss
