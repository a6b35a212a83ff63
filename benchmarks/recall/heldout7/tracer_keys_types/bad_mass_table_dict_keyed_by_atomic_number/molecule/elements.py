import jax.numpy as jnp

ATOMIC_MASS = {1: 1.008, 6: 12.011, 7: 14.007, 8: 15.999}

MASS_TABLE = jnp.zeros(9).at[jnp.array(list(ATOMIC_MASS))].set(jnp.array(list(ATOMIC_MASS.values())))
