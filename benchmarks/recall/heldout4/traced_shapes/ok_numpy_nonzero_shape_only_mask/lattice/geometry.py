import numpy as np


def sublattice_sites(n, stride=3):
    """Indices of the sites of one sublattice: depends only on the lattice size, so NumPy computes
    them at trace time and they are constants of the compiled function."""
    on_sublattice = np.arange(n) % stride == 0
    return np.nonzero(on_sublattice)[0]
