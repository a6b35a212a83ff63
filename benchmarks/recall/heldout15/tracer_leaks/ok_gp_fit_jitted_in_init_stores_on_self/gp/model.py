import jax
import jax.numpy as jnp
from jax.scipy.linalg import cho_solve

from .kernels import rbf


class GP:
    def __init__(self, alpha=1e-6, lengthscale=0.5, debug=False):
        self.alpha = alpha
        self.lengthscale = lengthscale
        self.x = None
        self.weights = None
        self._solve = self._fit_weights if debug else jax.jit(self._fit_weights)

    def _fit_weights(self, x, y):
        K = rbf(x, x, self.lengthscale) + self.alpha * jnp.eye(x.shape[0])
        L = jnp.linalg.cholesky(K)
        return cho_solve((L, True), y)

    def fit(self, x, y):
        self.x = x
        self.weights = self._solve(x, y)

    def predict_mu(self, xs):
        return rbf(xs, self.x, self.lengthscale) @ self.weights
