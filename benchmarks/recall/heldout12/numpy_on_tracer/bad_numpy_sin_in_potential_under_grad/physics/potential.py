import numpy as np


def torsion_potential(angles):
    return np.sin(angles).sum()  # error: JAX104
