# Report: https://github.com/PlasmaControl/DESC/issues/1191
# "Excessive recompilation in ProximalProjection": with JAX_LOG_COMPILES=1, `jac_scaled` and
# `compute_scaled_error` are traced and compiled again "between every iteration of the outer loop".
# The projection re-wraps them in `jax.jit(partial(...))` each time it updates its constants, and a
# new partial is a new cache key: 5 outer iterations, 5 traces of each.
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
