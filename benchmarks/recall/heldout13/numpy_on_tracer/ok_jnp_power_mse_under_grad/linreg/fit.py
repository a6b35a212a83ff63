import jax

from .loss import mse

grad_mse = jax.grad(mse)


def fit(params, x, y, lr=0.5, steps=200):
    for _ in range(steps):
        g = grad_mse(params, x, y)
        params = {k: params[k] - lr * g[k] for k in params}
    return params
