"""Comoving distance from a precomputed table (a flat LCDM toy, Omega_m = 0.3, in Mpc/h)."""
import numpy as np

from .scipy.interpolate import interp

Z_GRID = np.linspace(0.0, 3.0, 64)
_E = np.sqrt(0.3 * (1 + Z_GRID) ** 3 + 0.7)
CHI_GRID = 2997.92458 * np.concatenate([[0.0], np.cumsum(0.5 * (1 / _E[1:] + 1 / _E[:-1]) * np.diff(Z_GRID))])


def comoving_distance(z):
    return interp(z, Z_GRID, CHI_GRID)
