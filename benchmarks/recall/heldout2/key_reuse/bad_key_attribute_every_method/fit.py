# Report: https://github.com/pyro-ppl/numpyro/issues/1036
# The set-up the report describes: the class makes its JAX key in `__init__`, saves it as an attribute
# and passes it to every stochastic function. The covariates and the noise are then drawn from the same
# key: the noise is exactly `scale * x`, so the fitted slope is `beta + scale`, not `beta`.
import jax.numpy as jnp

from survey import SyntheticSurvey


def ols_slope(x, y):
    return jnp.sum(x * y) / jnp.sum(x * x)


if __name__ == "__main__":
    survey = SyntheticSurvey(n=200)
    x, y = survey.simulate(beta=2.0)
    print("noise == 0.5 * x:", bool(jnp.allclose(y - 2.0 * x, 0.5 * x)), "slope:", ols_slope(x, y))
