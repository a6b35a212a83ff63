import jax.numpy as jnp


class KLUSymbolic:
    """Handle of a symbolic factorization, an integer id in the C library."""

    def __init__(self, handle):
        self.handle = handle


def _symbolic(Ai, Aj, n_col):
    # stands for `analyze_p.bind(Ai, Aj, n_col)`: the handle comes back as a uint64 array
    return jnp.sum(Ai * n_col + Aj).astype(jnp.uint32)


def analyze(Ai, Aj, n_col):
    raw_symbol = _symbolic(Ai, Aj, n_col)
    return KLUSymbolic(int(raw_symbol))


def solve_with_symbol(symbolic, Ai, Aj, Ax, b):
    n = b.shape[0]
    A = jnp.zeros((n, n), Ax.dtype).at[Ai, Aj].add(Ax)
    return jnp.linalg.solve(A, b)
