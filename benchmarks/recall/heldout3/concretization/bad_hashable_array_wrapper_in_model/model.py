# Report: https://github.com/pyro-ppl/numpyro/issues/1210
# As in the report ("Using customized jit wrapper in Numpyro"): the forward model is jitted with a
# wrapper that makes array arguments static by hashing them (`int(jnp.sum(x))`). It works on its own;
# inside a numpyro model run by NUTS the model is traced, the array built in the model is a tracer,
# and hashing it raises ConcretizationTypeError.
import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer import MCMC, NUTS

from static_jit import static_array_jit


def _forward(amplitude, grid):
    return amplitude * jnp.sin(2 * jnp.pi * grid)


forward = static_array_jit(_forward, static_array_argnums=(1,))


def model(y=None):
    amplitude = numpyro.sample("amplitude", dist.Normal(0.0, 1.0))
    grid = jnp.linspace(0.0, 1.0, 8)
    mu = forward(amplitude, grid)
    numpyro.sample("y", dist.Normal(mu, 0.1), obs=y)


if __name__ == "__main__":
    print(forward(1.0, jnp.linspace(0.0, 1.0, 8)))  # on its own: fine
    y = 0.7 * jnp.sin(2 * jnp.pi * jnp.linspace(0.0, 1.0, 8))
    mcmc = MCMC(NUTS(model), num_warmup=10, num_samples=10, progress_bar=False)
    mcmc.run(jax.random.key(0), y=y)
    print(mcmc.get_samples()["amplitude"].mean())
