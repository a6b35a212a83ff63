# Report: https://github.com/AUTODIAL/AutoEIS/issues/46
# As in the issue ("Same random seed is used during Bayesian inference"): the loop over candidate
# circuits splits a new subkey after the prior-predictive draw and hands it to MCMC, but the next
# circuit's prior predictive is drawn with that same subkey again: the second circuit's prior draws
# come from the key that ran the first circuit's MCMC.
import jax
import jax.numpy as jnp
import numpy as np

from eis.circuits import CIRCUITS, randles
from eis.inference import perform_bayesian_inference

if __name__ == "__main__":
    freq = np.logspace(-1, 4, 30)
    Z = np.asarray(randles((10.0, 50.0, 1e-5), freq)) + 0.2 * np.random.default_rng(0).normal(size=30)
    results = perform_bayesian_inference(CIRCUITS, freq, Z)
    first, second = (results[name] for name in CIRCUITS)
    same = bool(jnp.all(jax.random.key_data(first["mcmc_key"]) == jax.random.key_data(second["prior_key"])))
    print("second circuit's prior predictive reuses the first circuit's MCMC key:", same)
