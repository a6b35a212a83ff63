# Report: https://github.com/GalacticDynamics/galax/pull/692
# Near miss: the same `__check_init__` with `or`, but the axis lengths are static fields set from a
# Python constant; only the mass and scale radius are traced, so the check runs on concrete floats.
import jax
import jax.numpy as jnp

from potentials import LeeSutoTriaxialNFWPotential


HALO_SHAPE = (1.0, 0.9, 0.8)


@jax.jit
def potential_grid(params, xyz):
    a1, a2, a3 = HALO_SHAPE
    pot = LeeSutoTriaxialNFWPotential(m=params["m"], r_s=params["r_s"], a1=a1, a2=a2, a3=a3)
    return pot.potential(xyz)


if __name__ == "__main__":
    params = {"m": 1e12, "r_s": 15.0}
    xyz = jnp.stack([jnp.linspace(1.0, 50.0, 5)] * 3, axis=-1)
    print(potential_grid(params, xyz))
