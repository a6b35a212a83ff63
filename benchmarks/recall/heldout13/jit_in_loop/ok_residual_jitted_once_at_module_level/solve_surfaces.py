# Report: https://github.com/PlasmaControl/DESC/issues/1873
# Twin: the residual is a module-level function jitted once; coefficients are arguments.
import jax.numpy as jnp

from descmini.mapping import map_coordinates
from descmini.trace_count import TRACES

if __name__ == "__main__":
    coeffs = jnp.array([1.0, 0.5, 0.1])  # R(rho) = rho**2 + 0.5 rho + 0.1
    for surface in range(5):
        targets = jnp.linspace(0.3, 1.2, 4) + 0.05 * surface
        rho = map_coordinates(coeffs, targets)
    print("rho:", rho)
    print("residual traces for 5 surfaces:", TRACES["residual"])
