# Report: https://github.com/pyro-ppl/numpyro/issues/1210
# Near miss: the static array is a NumPy constant built once outside the model, and the wrapper hashes
# it with NumPy, so nothing traced is ever hashed while NUTS traces the model.
import jax
import jax.numpy as jnp
import numpy as np
import numpyro
import numpyro.distributions as dist
from numpyro.infer import MCMC, NUTS

from static_jit import static_array_jit

GRID = np.linspace(0.0, 1.0, 8)


def _forward(amplitude, grid):
    return amplitude * jnp.sin(2 * jnp.pi * grid)


forward = static_array_jit(_forward, static_array_argnums=(1,))


def model(y=None):
    amplitude = numpyro.sample("amplitude", dist.Normal(0.0, 1.0))
    mu = forward(amplitude, GRID)
    numpyro.sample("y", dist.Normal(mu, 0.1), obs=y)


if __name__ == "__main__":
    print(forward(1.0, GRID))
    y = 0.7 * jnp.sin(2 * jnp.pi * jnp.linspace(0.0, 1.0, 8))
    mcmc = MCMC(NUTS(model), num_warmup=10, num_samples=10, progress_bar=False)
    mcmc.run(jax.random.key(0), y=y)
    print(mcmc.get_samples()["amplitude"].mean())
