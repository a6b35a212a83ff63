import jax

from solver.newton import newton_update


@jax.jit
def solve(x0, a):
    x = x0
    for _ in range(8):
        x = newton_update(x, a)
    return x
