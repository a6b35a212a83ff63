# Report: https://github.com/google/flax/issues/4085
# Near miss: the same three-file project with `training` static, so `not training` is a Python bool.
from functools import partial

import jax
import jax.numpy as jnp

from losses import grad_mse
from model import DNN

model = DNN()


@partial(jax.jit, static_argnames="training")
def train_step(params, x, y, training, key):
    loss, grads = grad_mse(params, model, x, y, training, key)
    params = jax.tree.map(lambda p, g: p - 0.01 * g, params, grads)
    return params, loss


if __name__ == "__main__":
    x, y = jnp.ones((8, 3)), jnp.zeros(8)
    params = model.init(jax.random.key(0), x, False)
    train_step(params, x, y, training=True, key=jax.random.key(1))
