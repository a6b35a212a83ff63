# Report: https://github.com/jax-ml/jax/issues/1567
# Near miss: the same trainer clips with jnp.where, so no Python `if` meets the traced norm.
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, lr=0.1, max_norm=1.0):
        self.lr = lr
        self.max_norm = max_norm
        self.step_fn = jax.jit(self._step)

    def _clip(self, grads):
        norm = jnp.linalg.norm(grads)
        return jnp.where(norm > self.max_norm, grads * (self.max_norm / norm), grads)

    def _step(self, w, x, y):
        grads = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
        return w - self.lr * self._clip(grads)

    def fit(self, w, x, y, steps=3):
        for _ in range(steps):
            w = self.step_fn(w, x, y)
        return w


if __name__ == "__main__":
    print(Trainer().fit(jnp.zeros(3), jnp.ones((4, 3)), jnp.ones(4)))
