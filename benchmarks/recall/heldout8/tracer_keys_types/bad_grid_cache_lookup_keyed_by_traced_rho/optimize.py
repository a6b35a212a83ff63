# Report: https://github.com/PlasmaControl/DESC/issues/1288
# An objective keeps precomputed grids in a dict keyed by the surface label `rho` and looks the grid
# up inside its jitted compute method. `rho` is an ordinary argument there, so it is a tracer, and the
# dict lookup hashes it: "TypeError: unhashable type: 'DynamicJaxprTracer'" (JitTracer).
import jax
import jax.numpy as jnp

from desc_lite.objective import SurfaceObjective

objective = SurfaceObjective(rhos=(0.5, 1.0))
compute = jax.jit(objective.compute)

if __name__ == "__main__":
    coeffs = jnp.array([1.0, 0.2, -0.1])
    for rho in (0.5, 1.0):
        print(rho, float(compute(coeffs, rho)))
