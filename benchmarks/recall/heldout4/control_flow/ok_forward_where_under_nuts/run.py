# Report: https://github.com/pyro-ppl/numpyro/issues/1570
# The fix: the regime is selected with `jnp.where`, which works on the traced sample.
import numpy as np
from jax import random
from numpyro.infer import MCMC, NUTS

from quake.model import model

if __name__ == "__main__":
    x = np.arange(0, 100, dtype=float)
    y = 150.0 + 10.0 * x + 200.0 * np.random.default_rng(0).normal(size=x.shape)
    mcmc = MCMC(NUTS(model), num_warmup=200, num_samples=200, progress_bar=False)
    mcmc.run(random.key(0), x, y=y)
    mcmc.print_summary()
