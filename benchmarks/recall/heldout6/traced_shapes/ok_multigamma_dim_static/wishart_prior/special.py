import jax.numpy as jnp
from jax.scipy.special import gammaln


def log_multigamma(a, d):
    """log Gamma_d(a), the multivariate gamma function of dimension d."""
    j = jnp.arange(d)
    return 0.25 * d * (d - 1) * jnp.log(jnp.pi) + jnp.sum(gammaln(a - 0.5 * j))
