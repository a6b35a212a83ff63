# Report: https://github.com/pyro-ppl/numpyro/pull/263
# As the PR describes: the seed handler gave a site its key and then advanced with
# `self.rng, = random.split(self.rng, 1)`; a distribution that splits the key it is given (StudentT)
# then shares a subkey with the next site (split(k, 1)[0] == split(k, 2)[0]), so two independent
# prior draws come out correlated.
import jax
import jax.numpy as jnp

from tinyppl.distributions import Normal, StudentT
from tinyppl.handlers import seed
from tinyppl.primitives import sample


def model():
    nu = sample("nu", StudentT(df=4.0))
    eps = sample("eps", Normal(0.0, 1.0))
    return nu, eps


if __name__ == "__main__":
    draws = jnp.array([seed(model, jax.random.key(s))() for s in range(300)])
    corr = jnp.corrcoef(draws[:, 0], draws[:, 1])[0, 1]
    print("correlation of the two independent prior draws:", float(corr))
