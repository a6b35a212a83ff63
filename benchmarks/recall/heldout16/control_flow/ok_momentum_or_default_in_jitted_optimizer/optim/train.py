import jax
import jax.numpy as jnp


def square_loss(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


def make_train_op(opt):
    @jax.jit
    def train_op(params, velocity, x, y, lr, momentum):
        loss, grads = jax.value_and_grad(square_loss)(params, x, y)
        params, velocity = opt(lr, grads, params, velocity, momentum)
        return params, velocity, loss

    return train_op
