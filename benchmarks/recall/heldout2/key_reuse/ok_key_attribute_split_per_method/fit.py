# Report: https://github.com/pyro-ppl/numpyro/issues/1036
# Twin: every stochastic method splits a new subkey off the stored key (the usual key-generator
# pattern), so the covariates and the noise are independent and the slope estimate is close to beta.
import jax.numpy as jnp

from survey import SyntheticSurvey


def ols_slope(x, y):
    return jnp.sum(x * y) / jnp.sum(x * x)


if __name__ == "__main__":
    survey = SyntheticSurvey(n=200)
    x, y = survey.simulate(beta=2.0)
    print("slope:", ols_slope(x, y))
