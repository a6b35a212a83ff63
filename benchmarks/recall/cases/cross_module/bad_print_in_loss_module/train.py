# Report: https://github.com/jax-ml/jax/issues/4615
# As in the report, print() in differentiated, jitted code shows a Traced<...> once instead of the loss
# each step; here the print sits in losses.py.
import jax
import jax.numpy as jnp

from losses import huber


@jax.jit
def train_step(w, x, y):
    grads = jax.grad(lambda w: huber(x @ w, y))(w)
    return w - 0.1 * grads


if __name__ == "__main__":
    w = jnp.zeros(3)
    for _ in range(3):
        w = train_step(w, jnp.ones((4, 3)), jnp.ones(4))
