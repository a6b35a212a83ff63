# Report: https://github.com/jax-ml/jax/issues/968
# As in the report, `a <= b and c <= d` on traced values needs a Python bool; here the expression is the
# loop condition, a method passed as `lax.while_loop(self.keep_going, ...)`: TracerBoolConversionError.
import jax.numpy as jnp
from jax import lax


class Bisection:
    def __init__(self, tol=1e-4, max_iter=50):
        self.tol = tol
        self.max_iter = max_iter

    def keep_going(self, state):
        lo, hi, it = state
        return hi - lo > self.tol and it < self.max_iter  # error: JAX101

    def step(self, state):
        lo, hi, it = state
        mid = (lo + hi) / 2
        return jnp.where(mid ** 2 > 2.0, lo, mid), jnp.where(mid ** 2 > 2.0, mid, hi), it + 1

    def solve(self):
        return lax.while_loop(self.keep_going, self.step, (jnp.float32(0.0), jnp.float32(2.0), 0))


if __name__ == "__main__":
    print(Bisection().solve())
