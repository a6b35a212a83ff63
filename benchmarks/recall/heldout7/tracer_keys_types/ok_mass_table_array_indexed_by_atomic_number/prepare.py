# Report: https://github.com/jax-ml/jax/issues/21824
# Near miss: the dict is turned into a dense jnp table once, and the traced atomic numbers index it.
import jax
import jax.numpy as jnp

from molecule.geometry import recenter

if __name__ == "__main__":
    # water
    positions = jnp.array([[0.0, 0.0, 0.117], [0.0, 0.757, -0.469], [0.0, -0.757, -0.469]])
    atomic_numbers = jnp.array([8, 1, 1])
    centered = jax.jit(recenter)(positions, atomic_numbers)
    print(centered)
