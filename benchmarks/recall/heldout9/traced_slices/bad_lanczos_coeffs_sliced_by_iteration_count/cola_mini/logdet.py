import jax
import jax.numpy as jnp

from cola_mini.lanczos import lanczos


def _quadrature(A, probe, max_iters):
    """probe^T log(A) probe by Lanczos quadrature."""
    alphas, betas, k = lanczos(A, probe, max_iters)
    alpha, beta = alphas[:k], betas[: k - 1]  # error: JAX107
    T = jnp.diag(alpha) + jnp.diag(beta, 1) + jnp.diag(beta, -1)
    evals, evecs = jnp.linalg.eigh(T)
    return (probe @ probe) * jnp.sum(evecs[0] ** 2 * jnp.log(evals))


def logdet(A, max_iters=8):
    """log|A| of an SPD matrix: the trace of log(A), one quadrature per basis probe."""
    probes = jnp.eye(A.shape[0])
    return jnp.sum(jax.vmap(lambda p: _quadrature(A, p, max_iters))(probes))
