# Report: https://github.com/nuclear-multimessenger-astronomy/jester/pull/55
# As in the review of the PR ("split keys created but never used -- both flows sampled with the same
# key"): the likelihood splits a key for each of the two flows, then samples both with the unsplit
# key, so the two sets of pre-sampled masses are the same standard-normal draws, shifted and scaled.
import jax.numpy as jnp

from likelihoods import NICERLikelihood

if __name__ == "__main__":
    lik = NICERLikelihood("J0030")
    za = (lik.amsterdam_fixed_mass_samples - 1.4) / 0.1
    zm = (lik.maryland_fixed_mass_samples - 1.45) / 0.12
    print("same underlying draws:", bool(jnp.allclose(za, zm, atol=1e-4)))
