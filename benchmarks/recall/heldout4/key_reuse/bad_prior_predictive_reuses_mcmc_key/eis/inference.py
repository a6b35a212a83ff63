import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from jax import random
from numpyro.infer import MCMC, NUTS, Predictive


def make_model(func, names, values):
    def model(freq, Z=None):
        variables = [v * numpyro.sample(n, dist.LogNormal(0.0, 0.5)) for n, v in zip(names, values)]
        mu = func(variables, freq)
        err = numpyro.sample("err", dist.HalfNormal(1.0))
        obs = None if Z is None else jnp.abs(Z - mu)
        numpyro.sample("obs", dist.HalfNormal(err), obs=obs)

    return model


def perform_bayesian_inference(circuits, freq, Z, seed=0, num_samples=200):
    rng_key = random.key(seed)
    rng_key, rng_subkey = random.split(rng_key)
    results = {}
    for name, (func, names, values) in circuits.items():
        model = make_model(func, names, values)
        prior_key = rng_subkey
        prior_prediction = Predictive(model, num_samples=100)(rng_subkey, freq)  # error: JAX203
        rng_key, rng_subkey = random.split(rng_key)
        mcmc = MCMC(NUTS(model), num_warmup=100, num_samples=num_samples, progress_bar=False)
        mcmc.run(rng_subkey, freq, Z=Z)
        # the keys are kept with the results, for reproducibility
        results[name] = {"prior": prior_prediction, "mcmc": mcmc, "prior_key": prior_key, "mcmc_key": rng_subkey}
    return results
