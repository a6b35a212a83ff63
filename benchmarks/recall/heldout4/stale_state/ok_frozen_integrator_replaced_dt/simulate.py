# Report: https://github.com/jax-ml/jax/issues/28418
# The fix: an immutable integrator (a frozen dataclass hashed by its fields) and a new instance for
# the refined step size, `dataclasses.replace(integ, dt=0.01)`, which the jit cache sees as a new key.
import dataclasses

import jax.numpy as jnp

from odeint import RK4Integrator
from odeint.integrator import decay

if __name__ == "__main__":
    integ = RK4Integrator(decay, dt=0.1)
    y0 = jnp.array([1.0])
    print("dt=0.1 :", integ.integrate(y0, 1.0), "exact", jnp.exp(-1.0))
    integ = dataclasses.replace(integ, dt=0.01)  # refine
    print("dt=0.01:", integ.integrate(y0, 1.0), "exact", jnp.exp(-1.0))
