# Report: https://github.com/jax-ml/jax/issues/21824
# Atomic masses looked up in a Python dict keyed by atomic number, inside a jitted center-of-mass function:
# iterating the traced atomic-number array gives tracers, and a tracer used as a dict key raises
# "TypeError: unhashable type" (tracers were briefly hashable, the issue; they are not any more).
import jax
import jax.numpy as jnp

from molecule.geometry import recenter

if __name__ == "__main__":
    # water
    positions = jnp.array([[0.0, 0.0, 0.117], [0.0, 0.757, -0.469], [0.0, -0.757, -0.469]])
    atomic_numbers = jnp.array([8, 1, 1])
    centered = jax.jit(recenter)(positions, atomic_numbers)
    print(centered)
