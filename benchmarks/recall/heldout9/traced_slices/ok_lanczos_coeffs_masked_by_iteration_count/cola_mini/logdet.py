import jax
import jax.numpy as jnp

from cola_mini.lanczos import lanczos


def _quadrature(A, probe, max_iters):
    """probe^T log(A) probe by Lanczos quadrature."""
    alphas, betas, k = lanczos(A, probe, max_iters)
    # keep the static size: pad the unused part of T with a decoupled identity block (log 1 = 0)
    idx = jnp.arange(max_iters)
    alpha = jnp.where(idx < k, alphas, 1.0)
    beta = jnp.where(idx[:-1] < k - 1, betas[:-1], 0.0)
    T = jnp.diag(alpha) + jnp.diag(beta, 1) + jnp.diag(beta, -1)
    evals, evecs = jnp.linalg.eigh(T)
    return (probe @ probe) * jnp.sum(evecs[0] ** 2 * jnp.log(evals))


def logdet(A, max_iters=8):
    """log|A| of an SPD matrix: the trace of log(A), one quadrature per basis probe."""
    probes = jnp.eye(A.shape[0])
    return jnp.sum(jax.vmap(lambda p: _quadrature(A, p, max_iters))(probes))
