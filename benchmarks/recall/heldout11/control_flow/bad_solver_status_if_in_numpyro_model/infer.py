# Report: https://github.com/CDCgov/DynODE/issues/447
# The simulation checks `diffrax.is_okay(solution.result)` with a Python `if` to log why a solve
# failed. That works when one time series is simulated, but inside the numpyro inference the
# solution is traced and the check raises TracerBoolConversionError.
import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer import MCMC, NUTS

from dynode_mini.simulation import simulate

Y0 = jnp.array([0.99, 0.01, 0.0])


def model(obs=None):
    beta = numpyro.sample("beta", dist.LogNormal(0.0, 0.3))
    gamma = numpyro.sample("gamma", dist.LogNormal(-1.0, 0.3))
    infected = simulate(Y0, beta, gamma)
    numpyro.sample("obs", dist.Normal(infected, 0.01), obs=obs)


if __name__ == "__main__":
    obs = simulate(Y0, 1.2, 0.35)
    mcmc = MCMC(NUTS(model), num_warmup=200, num_samples=200, progress_bar=False)
    mcmc.run(jax.random.key(0), obs=obs)
    print("posterior mean beta:", float(mcmc.get_samples()["beta"].mean()))
