import jax
import jax.numpy as jnp

PARAM_STORE = {}
TRACE_COUNT = [0]


def param(name, init_value):
    if name not in PARAM_STORE:
        PARAM_STORE[name] = init_value
    return PARAM_STORE[name]


def elbo_loss(params, key, model, guide, data):
    TRACE_COUNT[0] += 1
    z, log_q = guide(params, key)
    return log_q - model(z, data)


class SVI:
    def __init__(self, model, guide, lr=0.05):
        self.model, self.guide, self.lr = model, guide, lr
        self._loss_and_grads = jax.jit(
            jax.value_and_grad(elbo_loss), static_argnums=(2, 3)
        )

    def step(self, key, *args):
        loss, grads = self._loss_and_grads(dict(PARAM_STORE), key, self.model, self.guide, *args)
        for name, g in grads.items():
            PARAM_STORE[name] = PARAM_STORE[name] - self.lr * g
        return loss
