import jax.numpy as jnp

from .special import log_multigamma


def log_normalizer(df, dim):
    """log of the Wishart normalising constant with identity scale."""
    return 0.5 * df * dim * jnp.log(2.0) + log_multigamma(0.5 * df, dim)


def log_density(X, df):
    dim = X.shape[0]
    _, logdet = jnp.linalg.slogdet(X)
    return 0.5 * (df - dim - 1) * logdet - 0.5 * jnp.trace(X) - log_normalizer(df, dim)
