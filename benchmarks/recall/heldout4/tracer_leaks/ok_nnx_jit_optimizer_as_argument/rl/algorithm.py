import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def train_step(model, optimizer, obs, targets):
    def loss_fn(m):
        return jnp.mean((m(obs) - targets) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)  # model and optimizer are arguments of nnx.jit: propagated out
    return loss


class Algorithm:
    def __init__(self, model, lr=1e-3):
        self.model = model
        self.tx = optax.adamw(lr)
        self.optimizer = nnx.Optimizer(model, self.tx, wrt=nnx.Param)

    def update(self, obs, targets):
        return train_step(self.model, self.optimizer, obs, targets)
