import jax
import jax.numpy as jnp

from neos_mini.histos import nonempty_bins, soft_histogram

EDGES = jnp.linspace(-3.0, 3.0, 7)


def significance(shift, signal, background):
    s = nonempty_bins(soft_histogram(signal + shift, EDGES))
    b = soft_histogram(background, EDGES)
    return jnp.sum(s) / jnp.sqrt(jnp.sum(b) + 1.0)


grad_significance = jax.jit(jax.grad(significance))
