# Report: https://openillumi.com/en/en-jax-jit-class-method-stale-cache-fix
# Twin: the jitted kernel takes `mul` as an argument, so a changed attribute reaches it.
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
