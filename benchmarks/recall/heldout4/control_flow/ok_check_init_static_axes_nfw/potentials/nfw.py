import equinox as eqx
import jax
import jax.numpy as jnp

G = 4.498502151469554e-12  # kpc^3 / (Msun Myr^2)


class LeeSutoTriaxialNFWPotential(eqx.Module):
    """Triaxial NFW potential (Lee & Suto 2003) with axis lengths a1 >= a2 >= a3."""

    m: jax.Array
    r_s: jax.Array
    # the halo's shape is fixed configuration, not fitted: static Python floats
    a1: float = eqx.field(static=True)
    a2: float = eqx.field(static=True)
    a3: float = eqx.field(static=True)

    def __check_init__(self):
        if (self.a2 > self.a1) or (self.a3 > self.a2):
            raise ValueError("Axis lengths must satisfy a1 >= a2 >= a3.")

    def potential(self, xyz):
        x, y, z = xyz[..., 0], xyz[..., 1], xyz[..., 2]
        r = jnp.sqrt(x**2 + (y * self.a1 / self.a2) ** 2 + (z * self.a1 / self.a3) ** 2)
        u = r / self.r_s
        return -G * self.m / self.r_s * jnp.log1p(u) / u
