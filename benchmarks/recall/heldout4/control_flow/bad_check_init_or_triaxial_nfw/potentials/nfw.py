import equinox as eqx
import jax
import jax.numpy as jnp

G = 4.498502151469554e-12  # kpc^3 / (Msun Myr^2)


class LeeSutoTriaxialNFWPotential(eqx.Module):
    """Triaxial NFW potential (Lee & Suto 2003) with axis lengths a1 >= a2 >= a3."""

    m: jax.Array
    r_s: jax.Array
    a1: jax.Array
    a2: jax.Array
    a3: jax.Array

    def __check_init__(self):
        if (self.a2 > self.a1) or (self.a3 > self.a2):  # error: JAX101
            raise ValueError("Axis lengths must satisfy a1 >= a2 >= a3.")

    def potential(self, xyz):
        x, y, z = xyz[..., 0], xyz[..., 1], xyz[..., 2]
        r = jnp.sqrt(x**2 + (y * self.a1 / self.a2) ** 2 + (z * self.a1 / self.a3) ** 2)
        u = r / self.r_s
        return -G * self.m / self.r_s * jnp.log1p(u) / u
