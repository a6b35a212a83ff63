import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


class AgingCurveModel:
    """Pitch quality by age: one random effect per age seen in the data."""

    def __init__(self, prior_scale=1.0):
        self.prior_scale = prior_scale

    def __call__(self, age_idx, stuff=None):
        ages_pred = jnp.unique(age_idx)  # error: JAX106
        n_ages = ages_pred.shape[0]
        mu = numpyro.sample("mu", dist.Normal(0.0, self.prior_scale))
        with numpyro.plate("ages", n_ages):
            a = numpyro.sample("a", dist.Normal(mu, 0.5))
        sigma = numpyro.sample("sigma", dist.HalfNormal(1.0))
        with numpyro.plate("pitches", age_idx.shape[0]):
            numpyro.sample("stuff", dist.Normal(a[age_idx], sigma), obs=stuff)
