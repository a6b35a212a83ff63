# Report: https://openillumi.com/en/en-jax-jit-class-method-stale-cache-fix
# Q&A (after a Stack Overflow question): `@jit` on a method fails on `self`, but `jit(c.calc)` seems
# to work. It does not: the compiled function keeps the `self.mul` of its first trace, so changing
# `c.mul` afterwards is silently ignored (stale cache).
import jax.numpy as jnp

from calc.accel import accelerate
from calc.custom import CustomClass

if __name__ == "__main__":
    c = CustomClass(2)
    fast_calc = accelerate(c)
    x = jnp.ones(3)
    print(fast_calc(x))
    c.mul = 3
    print("after c.mul = 3:", fast_calc(x), "expected", c.calc(x))
