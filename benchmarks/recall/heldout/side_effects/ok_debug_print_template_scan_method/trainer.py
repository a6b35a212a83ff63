# Report: https://github.com/jax-ml/jax/pull/11770
# The fix: the format string is a plain template, filled with the runtime value.
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, lr):
        self.lr = lr

    def _body(self, w, batch):
        x, y = batch
        loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
        jax.debug.print("loss {loss}", loss=loss)
        return w - self.lr * g, loss

    def fit(self, w, xs, ys):
        return jax.jit(lambda w, xs, ys: jax.lax.scan(self._body, w, (xs, ys)))(w, xs, ys)


if __name__ == "__main__":
    xs = jnp.ones((3, 4, 2))
    ys = jnp.zeros((3, 4))
    print(Trainer(0.1).fit(jnp.ones(2), xs, ys)[1])
