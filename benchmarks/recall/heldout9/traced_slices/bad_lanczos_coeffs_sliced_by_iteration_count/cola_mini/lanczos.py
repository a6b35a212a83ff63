import jax
import jax.numpy as jnp


def lanczos(A, v0, max_iters, tol=1e-6):
    """Lanczos tridiagonalisation; stops early (in effect) when the Krylov space is exhausted."""
    n = v0.shape[0]
    v = v0 / jnp.linalg.norm(v0)

    def body(i, carry):
        alphas, betas, v_prev, v, beta_prev = carry
        w = A @ v - beta_prev * v_prev
        alpha = v @ w
        w = w - alpha * v
        beta = jnp.linalg.norm(w)
        v_next = jnp.where(beta > tol, w / jnp.where(beta > tol, beta, 1.0), jnp.zeros(n))
        return alphas.at[i].set(alpha), betas.at[i].set(beta), v, v_next, beta

    init = (jnp.zeros(max_iters), jnp.zeros(max_iters), jnp.zeros(n), v, 0.0)
    alphas, betas, _, _, _ = jax.lax.fori_loop(0, max_iters, body, init)
    # number of useful iterations: up to (and including) the first negligible beta
    num_iters = jnp.minimum(jnp.argmax(betas <= tol) + 1, max_iters)
    num_iters = jnp.where(jnp.any(betas <= tol), num_iters, max_iters)
    return alphas, betas, num_iters
