import jax
import jax.numpy as jnp
from jax import random

from minipyro.handlers import seed


def elbo(params, model, guide, rng):
    model_rng, guide_rng = random.split(rng)
    guide_tr = seed(guide, guide_rng)(params)
    model_tr = seed(model, model_rng)()
    loss = sum(jnp.sum((guide_tr[k] - model_tr[k]) ** 2) for k in guide_tr)
    return loss, (model_tr, guide_tr)


def make_update(model, guide, lr=0.1):
    @jax.jit
    def update(params, rng):
        (loss, traces), grads = jax.value_and_grad(elbo, has_aux=True)(params, model, guide, rng)
        params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
        return params, loss, traces

    return update
