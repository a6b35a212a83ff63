# Report: https://github.com/jobovy/galpy/pull/1201
# The PR's fix: the branch selections become `xp.where`, which works for NumPy and for traced JAX
# arrays alike.
import jax
import jax.numpy as jnp

from galpy_lite import RazorThinExponentialDiskPotential, set_backend

if __name__ == "__main__":
    set_backend("jax")
    pot = RazorThinExponentialDiskPotential()
    print(pot(jnp.asarray(1.0), jnp.asarray(0.1)))
    phi = jax.jit(pot)
    print(phi(jnp.asarray(1.0), jnp.asarray(0.1)))
