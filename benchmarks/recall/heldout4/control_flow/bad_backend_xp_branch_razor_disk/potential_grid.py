# Report: https://github.com/jobovy/galpy/pull/1201
# As in the PR: the backend-agnostic razor-thin exponential disk chooses between the in-plane and the
# general quadrature with Python branches on the coordinates (`if xp.abs(z) < 10.0**-6.0:`,
# `if R < 10.0:`); with the JAX backend under `jax.jit` the coordinates are tracers and the first
# branch raises TracerBoolConversionError. (Eagerly, and with NumPy, it works.)
import jax
import jax.numpy as jnp

from galpy_lite import RazorThinExponentialDiskPotential, set_backend

if __name__ == "__main__":
    set_backend("jax")
    pot = RazorThinExponentialDiskPotential()
    print(pot(jnp.asarray(1.0), jnp.asarray(0.1)))
    phi = jax.jit(pot)
    print(phi(jnp.asarray(1.0), jnp.asarray(0.1)))
