import jax.numpy as jnp
import numpy as np

from .klu import analyze, solve_with_symbol


def circuit(netlist):
    """Build the solver of a netlist: the sparsity pattern is analysed once, here."""
    Ai = np.array([i for i, _ in netlist])
    Aj = np.array([j for _, j in netlist])
    n = int(max(Ai.max(), Aj.max())) + 1
    symbolic = analyze(Ai, Aj, n)

    def circuit_fn(wl):
        Ax = jnp.where(Ai == Aj, 2.0 + 0.0 * wl, -jnp.cos(wl) / 2)
        return solve_with_symbol(symbolic, Ai, Aj, Ax, jnp.ones(n))

    return circuit_fn
