import jax
import jax.numpy as jnp

from solver.newton import newton_update


@jax.jit
def solve(x0, a):
    x = x0
    all_finite = jnp.array(True)
    for _ in range(8):
        x, finite = newton_update(x, a)
        all_finite = all_finite & finite
    return x, all_finite
