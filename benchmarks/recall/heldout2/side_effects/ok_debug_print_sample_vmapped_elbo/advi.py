# Report: https://github.com/jax-ml/jax/issues/1476
# Twin: the draws are printed with jax.debug.print, which prints the values of each call (per vmapped
# element) at run time.
from functools import partial

import jax
import jax.numpy as jnp
from jax import random, vmap


def diag_gaussian_sample(rng, mean, log_std):
    return mean + jnp.exp(log_std) * random.normal(rng, mean.shape)


def diag_gaussian_logpdf(x, mean, log_std):
    return jnp.sum(-0.5 * ((x - mean) / jnp.exp(log_std)) ** 2 - log_std - 0.5 * jnp.log(2 * jnp.pi))


def elbo(logprob, rng, mean, log_std):
    sample = diag_gaussian_sample(rng, mean, log_std)
    jax.debug.print("sample {}", sample)
    return logprob(sample) - diag_gaussian_logpdf(sample, mean, log_std)


def batch_elbo(logprob, rng, params, num_samples):
    rngs = random.split(rng, num_samples)
    vectorized_elbo = vmap(partial(elbo, logprob), in_axes=(0, None, None))
    return jnp.mean(vectorized_elbo(rngs, *params))


def target_logprob(z):
    return -0.5 * jnp.sum((z - jnp.array([1.0, -1.0])) ** 2)


@jax.jit
def objective_grad(params, rng):
    return jax.grad(lambda p: -batch_elbo(target_logprob, rng, p, 4))(params)


if __name__ == "__main__":
    params = (jnp.zeros(2), jnp.zeros(2))
    for t in range(3):
        g = objective_grad(params, random.key(t))
        params = jax.tree.map(lambda p, d: p - 0.1 * d, params, g)
    print(params[0])
