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

    def step(self, key, *args):
        def loss_and_grads(params):
            return jax.value_and_grad(elbo_loss)(params, key, self.model, self.guide, *args)

        loss, grads = jax.jit(loss_and_grads)(PARAM_STORE)  # error: JAX205
        for name, g in grads.items():
            PARAM_STORE[name] = PARAM_STORE[name] - self.lr * g
        return loss
