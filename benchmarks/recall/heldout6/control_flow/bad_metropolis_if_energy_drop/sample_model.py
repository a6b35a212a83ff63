# Report: https://github.com/jax-ml/jax/issues/575
# As the issue reports ("Abstract value passed to `bool`"): a jitted Metropolis-Hastings sampler for
# a binary energy model decides each flip with Python `if dE < 0:` on the traced energy difference,
# which cannot be converted to a Python bool while tracing.
import jax
import jax.numpy as jnp

from ising.sampler import metropolis

if __name__ == "__main__":
    n = 6
    key, kc, ks = jax.random.split(jax.random.key(0), 3)
    couplings = jax.random.normal(kc, (n, n)) * 0.3
    couplings = (couplings + couplings.T) / 2
    state = jax.random.bernoulli(ks, 0.5, (n,)).astype(jnp.float32)
    samples = metropolis(key, couplings, jnp.zeros(n), state)
    print("samples after each sweep:\n", samples)
