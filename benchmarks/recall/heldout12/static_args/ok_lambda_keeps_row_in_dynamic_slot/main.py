# Report: https://openillumi.com/en/en-jax-vmap-non-hashable-error-fix
# Twin: a lambda passes the mapped row as `z`; `T` stays a static Python int.
import jax.numpy as jnp

from kernels.batch import map_rows

if __name__ == "__main__":
    inputs = jnp.linspace(0.0, 1.0, 12).reshape(4, 3)
    print(map_rows(inputs, 0.5, 5))
