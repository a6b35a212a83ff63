# Report: https://github.com/pyro-ppl/numpyro/issues/1570
# As in the issue: the forward function called by a numpyro model checks the sampled parameter with
# a Python `if a < 5:`; NUTS traces the model (the samples are tracers), so the check raises
# TracerBoolConversionError as soon as `mcmc.run` starts.
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
