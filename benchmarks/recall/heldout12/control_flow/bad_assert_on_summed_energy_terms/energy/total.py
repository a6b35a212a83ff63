from .terms import DEFAULT_TERMS


def total_energy(x, terms=DEFAULT_TERMS):
    result = sum(term(x) for term in terms)
    assert result > 0, "energy must be positive"  # error: JAX101
    return result
