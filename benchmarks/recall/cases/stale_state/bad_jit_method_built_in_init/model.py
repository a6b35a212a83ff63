# Report: https://github.com/jax-ml/jax/issues/9023
# As in the report, a jitted method reads attributes that change later; here `jax.jit(self._predict)` is
# built in `__init__`, and `fit()` updates `self.coef` afterwards: predictions keep the first coefficient.
import jax
import jax.numpy as jnp


class Ridge:
    def __init__(self):
        self.coef = jnp.zeros(3)
        self.predict = jax.jit(self._predict)

    def _predict(self, x):
        return x @ self.coef  # error: JAX201

    def fit(self, x, y, lam=0.1):
        self.coef = jnp.linalg.solve(x.T @ x + lam * jnp.eye(x.shape[1]), x.T @ y)
        return self


if __name__ == "__main__":
    x, y = jnp.eye(3), jnp.arange(3.0)
    model = Ridge()
    print(model.predict(x))
    print(model.fit(x, y).predict(x))
