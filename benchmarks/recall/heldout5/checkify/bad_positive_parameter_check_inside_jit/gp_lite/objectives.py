import jax.numpy as jnp

from .kernels import Matern52


def negative_log_marginal_likelihood(log_params, x, y, noise=1e-2):
    kernel = Matern52(lengthscale=jnp.exp(log_params["lengthscale"]), variance=jnp.exp(log_params["variance"]))
    k = kernel.gram(x) + noise * jnp.eye(x.shape[0])
    chol = jnp.linalg.cholesky(k)
    alpha = jnp.linalg.solve(chol.T, jnp.linalg.solve(chol, y))
    return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(chol))) + 0.5 * y.shape[0] * jnp.log(2 * jnp.pi)
