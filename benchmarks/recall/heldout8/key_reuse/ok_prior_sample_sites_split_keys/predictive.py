# Report: https://github.com/rlouf/mcx/issues/90
# Sampling from the prior: this twin's sampler splits `rng_key` into one key per random variable (the
# coefficients, the noise scale), so jax.debug_key_reuse finds no reuse.
import jax
import jax.numpy as jnp

from linreg.model import sample_prior


@jax.jit
def prior_predictive(rng_keys, x):
    def one(rng_key):
        coef, sigma = sample_prior(rng_key, x)
        return x @ coef, sigma

    return jax.vmap(one)(rng_keys)


if __name__ == "__main__":
    x = jnp.stack([jnp.ones(5), jnp.linspace(0.0, 1.0, 5)], axis=1)
    rng_keys = jax.random.split(jax.random.key(0), 100)
    with jax.debug_key_reuse(True):
        y_prior, sigmas = prior_predictive(rng_keys, x)
    print(y_prior.shape, float(sigmas.mean()))
