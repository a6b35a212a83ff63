import jax.numpy as jnp

from .terms import DEFAULT_TERMS


def total_energy(x, terms=DEFAULT_TERMS):
    assert len(terms) > 0, "need at least one energy term"
    result = sum(term(x) for term in terms)
    return jnp.where(result > 0, result, jnp.inf)
