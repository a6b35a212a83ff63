# Report: https://github.com/dpiras/cosmopower-jax/issues/9
# The fix the user found: the likelihood passes the sampled parameters to the emulator as a
# `jnp.stack`ed array instead of a dict, so the emulator's NumPy dict branch is never taken.
import jax
import jax.numpy as jnp
from numpyro.infer import MCMC, NUTS

from cpj_lite.emulator import SpectrumEmulator
from cpj_lite.likelihood import PARAMS, make_model

if __name__ == "__main__":
    emulator = SpectrumEmulator(PARAMS)
    truth = jnp.array([0.12, 0.022, 3.0, 0.7, 0.96])
    datavec = emulator.predict(truth) + 0.01 * jax.random.normal(jax.random.key(1), (20,))
    mcmc = MCMC(NUTS(make_model(emulator)), num_warmup=50, num_samples=50, progress_bar=False)
    mcmc.run(jax.random.key(0), jnp.full(20, 10.0), datavec=datavec)
    print("posterior mean h:", float(mcmc.get_samples()["h"].mean()))
