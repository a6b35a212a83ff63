# Report: https://github.com/jax-ml/jax/issues/7542
# `np.apply_along_axis(np.where, 1, x)` works in NumPy; with jax.numpy, apply_along_axis vmaps the
# row function, so the one-argument `jnp.where` in it sees a traced row whose number of nonzeros is
# unknown: ConcretizationTypeError ("The error arose in jnp.nonzero").
import jax.numpy as jnp

from occupancy.rows import positions_per_row

if __name__ == "__main__":
    x = jnp.array([[0, 0, 1, 1], [1, 1, 0, 0], [0, 1, 1, 0]])
    print(positions_per_row(x))
