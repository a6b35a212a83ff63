# Report: https://github.com/GalacticDynamics/galax/pull/692
# As in the PR: a potential is built inside a jitted function from traced parameters, and the
# LeeSuto NFW potential's `__check_init__` validates its axis ratios with a Python `or`; the
# comparisons are tracers, so `or` converts one to bool and raises TracerBoolConversionError.
import jax
import jax.numpy as jnp

from potentials import LeeSutoTriaxialNFWPotential


@jax.jit
def potential_grid(params, xyz):
    pot = LeeSutoTriaxialNFWPotential(
        m=params["m"], r_s=params["r_s"], a1=params["a1"], a2=params["a2"], a3=params["a3"]
    )
    return pot.potential(xyz)


if __name__ == "__main__":
    params = {"m": 1e12, "r_s": 15.0, "a1": 1.0, "a2": 0.9, "a3": 0.8}
    xyz = jnp.stack([jnp.linspace(1.0, 50.0, 5)] * 3, axis=-1)
    print(potential_grid(params, xyz))
