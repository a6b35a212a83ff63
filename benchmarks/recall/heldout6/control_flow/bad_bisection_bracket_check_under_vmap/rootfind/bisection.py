from dataclasses import dataclass
from typing import Callable

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class Bisection:
    optimality_fun: Callable
    lower: float
    upper: float
    maxiter: int = 30
    check_bracket: bool = True

    def run(self, **kwargs):
        lo, hi = jnp.asarray(self.lower, float), jnp.asarray(self.upper, float)
        f_lo = self.optimality_fun(lo, **kwargs)
        f_hi = self.optimality_fun(hi, **kwargs)
        if self.check_bracket and f_lo * f_hi > 0:  # error: JAX101
            raise ValueError("The root is not contained in [lower, upper].")
        sign_lo = jnp.sign(f_lo)

        def body(_, bracket):
            lo, hi = bracket
            mid = 0.5 * (lo + hi)
            same = jnp.sign(self.optimality_fun(mid, **kwargs)) == sign_lo
            return jnp.where(same, mid, lo), jnp.where(same, hi, mid)

        lo, hi = jax.lax.fori_loop(0, self.maxiter, body, (lo, hi))
        return 0.5 * (lo + hi)
