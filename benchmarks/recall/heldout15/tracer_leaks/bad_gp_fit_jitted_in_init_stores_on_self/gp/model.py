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
        if not debug:
            self.fit = jax.jit(self.fit)

    def fit(self, x, y):
        K = rbf(x, x, self.lengthscale) + self.alpha * jnp.eye(x.shape[0])
        L = jnp.linalg.cholesky(K)
        self.x = x  # error: JAX108
        self.weights = cho_solve((L, True), y)  # error: JAX108

    def predict_mu(self, xs):
        return rbf(xs, self.x, self.lengthscale) @ self.weights
