# Report: https://github.com/wilson-labs/cola/issues/41
# GPJax's CI fails in CoLA's Logdet: the Lanczos coefficients are cut to the number of iterations the
# run actually used, a traced value, so under jit (and the vmap over probes) the slice raises
# "IndexError: Array slice indices must have static start/stop/step ... Found slice(None,
# Traced<ShapedArray(int32[])>, None)".
import jax
import jax.numpy as jnp

from cola_mini import logdet


@jax.jit
def neg_log_marginal_likelihood(lengthscale, X, y, noise=0.1):
    sqdist = jnp.sum((X[:, None, :] - X[None, :, :]) ** 2, axis=-1)
    K = jnp.exp(-0.5 * sqdist / lengthscale**2) + noise * jnp.eye(X.shape[0])
    return 0.5 * (y @ jnp.linalg.solve(K, y) + logdet(K) + X.shape[0] * jnp.log(2 * jnp.pi))


if __name__ == "__main__":
    X = jnp.linspace(0.0, 1.0, 6)[:, None]
    y = jnp.sin(6 * X[:, 0])
    print("nlml:", float(neg_log_marginal_likelihood(0.3, X, y)))
    K = jnp.exp(-0.5 * (X - X.T) ** 2 / 0.3**2) + 0.1 * jnp.eye(6)
    print("logdet check:", float(logdet(K)), float(jnp.linalg.slogdet(K)[1]))
