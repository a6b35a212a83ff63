import jax.numpy as jnp
from jax.scipy.linalg import cho_factor, cho_solve


class GaussianProcess:
    def __init__(self, kernel, t, yerr):
        self.kernel = kernel
        tau = t[:, None] - t[None, :]
        self.K = kernel.value(tau) + jnp.diag(yerr**2)

    def log_likelihood(self, y):
        cf = cho_factor(self.K, lower=True)
        alpha = cho_solve(cf, y)
        logdet = 2.0 * jnp.sum(jnp.log(jnp.diag(cf[0])))
        return -0.5 * (y @ alpha + logdet + y.shape[0] * jnp.log(2.0 * jnp.pi))
