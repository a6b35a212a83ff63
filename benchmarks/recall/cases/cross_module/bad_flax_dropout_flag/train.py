# Report: https://github.com/google/flax/issues/4085
# As in the report, the jitted train step passes `training` through; here the loss lives in losses.py and
# the model in model.py, as in real projects. Under jit `training` is a tracer, so the model's
# `deterministic=not training` needs a concrete bool: TracerBoolConversionError.
import jax
import jax.numpy as jnp

from losses import grad_mse
from model import DNN

model = DNN()


@jax.jit
def train_step(params, x, y, training, key):
    loss, grads = grad_mse(params, model, x, y, training, key)
    params = jax.tree.map(lambda p, g: p - 0.01 * g, params, grads)
    return params, loss


if __name__ == "__main__":
    x, y = jnp.ones((8, 3)), jnp.zeros(8)
    params = model.init(jax.random.key(0), x, False)
    train_step(params, x, y, True, jax.random.key(1))
