# Report: https://github.com/pyro-ppl/numpyro/issues/604
# A single-site kernel under jit draws the index of the site to update with jax.random.randint
# from the step key and applies the proposal to that site only (jnp.where), so the choice is made
# on every iteration, not once at trace time.
import jax
import jax.numpy as jnp

from nmc.kernel import SingleSiteNMC
from nmc.mcmc import MCMC

DATA = jnp.array([1.2, 0.7, 2.1, 1.5, 0.9, 1.8])


def log_density(params):
    sigma = jnp.exp(params["log_sigma"])
    lp = -0.5 * params["mu"] ** 2 / 10.0 - 0.5 * params["log_sigma"] ** 2
    lp = lp - 0.5 * params["offset"] ** 2
    return lp + jnp.sum(-0.5 * ((DATA - params["mu"] - params["offset"]) / sigma) ** 2 - jnp.log(sigma))


if __name__ == "__main__":
    init = {"mu": jnp.array(0.0), "log_sigma": jnp.array(0.0), "offset": jnp.array(0.0)}
    samples = MCMC(SingleSiteNMC(log_density), num_samples=300).run(jax.random.key(1), init)
    moved = {name: 0 for name in init}
    for prev, cur in zip([init] + samples[:-1], samples):
        for name in init:
            moved[name] += int(cur[name] != prev[name])
    print("accepted moves per site over 300 iterations:", moved)
