# Report: https://github.com/jax-ml/jax/issues/10231
# Twin: the number of distinct ages is counted with NumPy on the data before inference and given to
# the model as a Python int, so the traced model has a static plate size.
import jax
import numpy as np
from numpyro.infer import MCMC, NUTS

from stuffproj.models import AgingCurveModel

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    age_idx = rng.integers(0, 6, size=200)
    stuff = rng.normal(0.1 * age_idx, 0.3)
    n_ages = len(np.unique(age_idx))
    mcmc = MCMC(NUTS(AgingCurveModel(n_ages)), num_warmup=100, num_samples=100, progress_bar=False)
    mcmc.run(jax.random.key(0), age_idx, stuff=stuff)
    print("age effects:", np.round(np.asarray(mcmc.get_samples()["a"].mean(0)), 2))
