"""Annealed importance sampling of log Z with single-spin Metropolis sweeps."""
import jax
import jax.numpy as jnp

from ais.model import energy, local_field


def ais_jax(key, J, h, betas, K):
    N = h.shape[0]

    @jax.jit  # error: JAX205
    def run_mh(key, x, beta):
        def flip(i, carry):
            x, key = carry
            key, sub = jax.random.split(key)
            dE = 2.0 * x[:, i] * jax.vmap(lambda s: local_field(s, J, h)[i])(x)
            accept = jnp.log(jax.random.uniform(sub, (K,))) < -beta * dE
            return x.at[:, i].set(jnp.where(accept, -x[:, i], x[:, i])), key

        x, _ = jax.lax.fori_loop(0, N, flip, (x, key))
        return x

    key, sub = jax.random.split(key)
    x = jnp.where(jax.random.bernoulli(sub, 0.5, (K, N)), 1.0, -1.0)
    log_w = jnp.zeros(K)
    e = jax.vmap(lambda s: energy(s, J, h))
    for b0, b1 in zip(betas[:-1], betas[1:]):
        log_w = log_w - (b1 - b0) * e(x)
        key, sub = jax.random.split(key)
        x = run_mh(sub, x, b1)
    log_z0 = N * jnp.log(2.0)
    return log_z0 + jax.scipy.special.logsumexp(log_w) - jnp.log(K)
