# Report: https://github.com/jax-ml/jax/issues/28418
# As in the issue: a method jitted with `static_argnums=0` reads an attribute of `self`, and the
# attribute is changed after the first call; `self` (hashed by identity) still hits the cache, so the
# compiled step keeps the old value. Here the step size is refined from 0.1 to 0.01 and the integrator
# keeps stepping with 0.1, so t_end = 1 is overshot tenfold.
import jax.numpy as jnp

from odeint import RK4Integrator
from odeint.integrator import decay

if __name__ == "__main__":
    integ = RK4Integrator(decay, dt=0.1)
    y0 = jnp.array([1.0])
    print("dt=0.1 :", integ.integrate(y0, 1.0), "exact", jnp.exp(-1.0))
    integ.dt = 0.01  # refine
    print("dt=0.01:", integ.integrate(y0, 1.0), "exact", jnp.exp(-1.0))
