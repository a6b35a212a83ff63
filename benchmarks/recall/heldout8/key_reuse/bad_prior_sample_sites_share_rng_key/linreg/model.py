import jax
import jax.numpy as jnp


def sample_prior(rng_key, x):
    coef = 2.0 * jax.random.normal(rng_key, (x.shape[1],))
    sigma = jax.random.exponential(rng_key)  # error: JAX203
    return coef, sigma


def log_likelihood(coef, sigma, x, y):
    resid = y - x @ coef
    return jnp.sum(-0.5 * (resid / sigma) ** 2 - jnp.log(sigma))
