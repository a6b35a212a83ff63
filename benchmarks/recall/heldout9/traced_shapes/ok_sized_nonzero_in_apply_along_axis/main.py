# Report: https://github.com/jax-ml/jax/issues/7542
# Fixed twin: every row holds a known number of particles, so jnp.nonzero gets a static size.
import jax.numpy as jnp

from occupancy.rows import positions_per_row

if __name__ == "__main__":
    x = jnp.array([[0, 0, 1, 1], [1, 1, 0, 0], [0, 1, 1, 0]])
    print(positions_per_row(x))
