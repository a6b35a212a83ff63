# Report: https://github.com/pyro-ppl/numpyro/issues/853
# As in the report: the model's sample_shape uses `jnp.unique(volume).size`; NUTS traces the model with
# the data arguments as tracers, so jnp.unique has a value-dependent size and fails under jit.
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from jax import random
from numpyro.infer import MCMC, NUTS


def model(tank, density, volume, survived=None):
    a_bar = numpyro.sample("a_bar", dist.Normal(0, 1.5))
    sigma = numpyro.sample("sigma", dist.Exponential(1))
    a = numpyro.sample("a", dist.Normal(a_bar, sigma), sample_shape=tank.shape)
    s = numpyro.sample("s", dist.Normal(0, 0.5), sample_shape=(jnp.unique(volume).size,))  # error: JAX106
    logits = a[tank] + s[volume]
    numpyro.sample("surv_hat", dist.Binomial(density, logits=logits), obs=survived)


if __name__ == "__main__":
    tank = jnp.arange(6)
    volume = jnp.array([0, 1, 0, 1, 0, 1])
    density = jnp.full(6, 10)
    survived = jnp.array([9, 8, 7, 9, 10, 6])
    mcmc = MCMC(NUTS(model), num_warmup=50, num_samples=50)
    mcmc.run(random.key(0), tank, density, volume, survived=survived)
