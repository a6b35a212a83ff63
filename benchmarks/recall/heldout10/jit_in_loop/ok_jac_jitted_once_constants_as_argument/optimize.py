# Report: https://github.com/PlasmaControl/DESC/issues/1191
# The jitted Jacobian and error are built once, in __init__, and the constants are passed as an
# argument (a pytree of arrays): 5 outer iterations, 1 trace of each.
import jax.numpy as jnp

from desc_mini import objective
from desc_mini.objective import AspectRatio
from desc_mini.proximal import ProximalProjection

if __name__ == "__main__":
    proj = ProximalProjection(AspectRatio(target=5.0))
    x = jnp.array([3.0, 1.0])
    for outer in range(5):
        proj.update_constants(x)
        x = proj.step(x)
    print("outer iterations: 5, traces:", {k: objective.TRACES.count(k) for k in ("jac", "error")})
