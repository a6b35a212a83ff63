# Report: https://github.com/PlasmaControl/DESC/issues/1288
# An objective keeps precomputed grids in a dict keyed by the surface label `rho`; this twin jits its
# compute method with `rho` static, so the dict lookup inside it gets the Python float.
import jax
import jax.numpy as jnp

from desc_lite.objective import SurfaceObjective

objective = SurfaceObjective(rhos=(0.5, 1.0))
compute = jax.jit(objective.compute, static_argnames=("rho",))

if __name__ == "__main__":
    coeffs = jnp.array([1.0, 0.2, -0.1])
    for rho in (0.5, 1.0):
        print(rho, float(compute(coeffs, rho)))
