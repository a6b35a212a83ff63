import jax
import jax.numpy as jnp


def mse(params, model, x, y, training, key):
    pred = model.apply(params, x, training, rngs={"dropout": key})[:, 0]
    return jnp.mean((pred - y) ** 2)


def grad_mse(params, model, x, y, training, key):
    return jax.value_and_grad(mse)(params, model, x, y, training, key)
