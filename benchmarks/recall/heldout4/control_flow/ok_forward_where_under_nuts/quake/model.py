import numpyro
import numpyro.distributions as dist

from .forward import forward


def model(x, y=None):
    a = numpyro.sample("a", dist.Uniform(0.0, 20.0))
    b = numpyro.sample("b", dist.Normal(100.0, 100.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(50.0))
    mu = forward(x, a, b)
    numpyro.sample("obs", dist.Normal(mu, sigma), obs=y)
