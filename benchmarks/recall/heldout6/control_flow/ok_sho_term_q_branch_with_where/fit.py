# Report: https://github.com/exoplanet-dev/celerite2/issues/78
# As the issue reports: SHOTerm works on its own but not in a numpyro model run with NUTS (a
# ConcretizationTypeError from mcmc.run): the term picks its over- or under-damped form with a Python
# comparison on Q, which is a sampled, traced value there.
import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer import MCMC, NUTS

from gp_lite.gp import GaussianProcess
from gp_lite.terms import SHOTerm


def model(t, yerr, y=None):
    log_w0 = numpyro.sample("log_w0", dist.Normal(0.0, 1.0))
    log_Q = numpyro.sample("log_Q", dist.Normal(0.0, 1.0))
    log_S0 = numpyro.sample("log_S0", dist.Normal(0.0, 1.0))
    kernel = SHOTerm(w0=jnp.exp(log_w0), Q=jnp.exp(log_Q), S0=jnp.exp(log_S0))
    gp = GaussianProcess(kernel, t, yerr)
    numpyro.factor("log_likelihood", gp.log_likelihood(y))


if __name__ == "__main__":
    t = jnp.linspace(0.0, 10.0, 30)
    y = jnp.sin(t) + 0.1 * jax.random.normal(jax.random.key(0), t.shape)
    yerr = 0.1 * jnp.ones_like(t)
    mcmc = MCMC(NUTS(model), num_warmup=100, num_samples=100, progress_bar=False)
    mcmc.run(jax.random.key(1), t, yerr, y=y)
    print("posterior mean log_Q:", float(jnp.mean(mcmc.get_samples()["log_Q"])))
