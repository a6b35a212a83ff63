# Report: https://github.com/pyro-ppl/numpyro/issues/1763
# The fixed model: the branch on the sampled latent is a jnp.where on the location, which traces.
import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer import MCMC, NUTS


def sleep_model(data=None):
    cluster = numpyro.sample("cluster", dist.Normal())
    loc = jnp.where(cluster > 0, 8.0, 6.0)
    return numpyro.sample("amount_slept", dist.Normal(loc, 1.0), obs=data)


if __name__ == "__main__":
    mcmc = MCMC(NUTS(sleep_model), num_warmup=20, num_samples=20)
    mcmc.run(jax.random.key(0), data=7.0)
