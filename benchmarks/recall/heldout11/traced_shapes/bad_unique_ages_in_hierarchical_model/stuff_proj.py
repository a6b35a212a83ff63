# Report: https://github.com/jax-ml/jax/issues/10231
# `ages_pred = jnp.unique(age_idx)` inside the numpyro model: NUTS traces the model, the number of
# distinct ages depends on the values of `age_idx`, and the call fails (the report saw
# NonConcreteBooleanIndexError; current JAX asks for a static `size`).
import jax
import numpy as np
from numpyro.infer import MCMC, NUTS

from stuffproj.models import AgingCurveModel

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    age_idx = rng.integers(0, 6, size=200)
    stuff = rng.normal(0.1 * age_idx, 0.3)
    mcmc = MCMC(NUTS(AgingCurveModel()), num_warmup=100, num_samples=100, progress_bar=False)
    mcmc.run(jax.random.key(0), age_idx, stuff=stuff)
    print("age effects:", np.round(np.asarray(mcmc.get_samples()["a"].mean(0)), 2))
