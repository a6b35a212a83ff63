# Report: https://github.com/pyro-ppl/numpyro/issues/1763
# (also the motivating example of https://github.com/pyro-ppl/numpyro/pull/1028)
# A Pyro model ported to NumPyro branches with a Python `if` on a sampled latent; NUTS traces the model
# under jit, so the sample is a tracer: TracerBoolConversionError.
import jax
import numpyro
import numpyro.distributions as dist
from numpyro.infer import MCMC, NUTS


def sleep_model(data=None):
    cluster = numpyro.sample("cluster", dist.Normal())
    if cluster > 0:  # error: JAX101
        amount_slept = numpyro.sample("amount_slept", dist.Normal(8.0, 1.0), obs=data)
    else:
        amount_slept = numpyro.sample("amount_slept", dist.Normal(6.0, 1.0), obs=data)
    return amount_slept


if __name__ == "__main__":
    mcmc = MCMC(NUTS(sleep_model), num_warmup=20, num_samples=20)
    mcmc.run(jax.random.key(0), data=7.0)
