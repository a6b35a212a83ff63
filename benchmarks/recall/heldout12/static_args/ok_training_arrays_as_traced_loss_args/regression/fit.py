import jax

from .losses import loss


def fit(x, y, r0, lr=0.1, steps=50):
    grad_fn = jax.grad(loss)
    r = r0
    for _ in range(steps):
        r = r - lr * grad_fn(r, x, y)
    return r, loss(r, x, y)
