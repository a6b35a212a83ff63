# Report: https://github.com/PlasmaControl/DESC/issues/1873
# "Recompilation": the 3D coordinate-mapping routines recompile on every call ("you should
# be able to just jit the outer function", linking the jit-and-caching docs). The report has
# no code; the case follows that docs section: a jit of a closure rebuilt on every call.
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
