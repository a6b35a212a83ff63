import haiku as hk
import jax.numpy as jnp


def _forward(x):
    return hk.nets.MLP([16, 1])(x)


net = hk.without_apply_rng(hk.transform(_forward))


def loss_fn(params, data):
    x, y = data
    return jnp.mean((net.apply(params, x) - y) ** 2)
