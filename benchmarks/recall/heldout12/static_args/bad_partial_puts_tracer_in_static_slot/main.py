# Report: https://openillumi.com/en/en-jax-vmap-non-hashable-error-fix
# Q&A (after a Stack Overflow question): `vmap(partial(map_row, alpha, T), axis)(input)` binds
# `alpha` and `T` to the first two parameters, so the mapped row lands in `T`'s slot, which is
# static: "Non-hashable static arguments are not supported" for the tracer.
import jax.numpy as jnp

from kernels.batch import map_rows

if __name__ == "__main__":
    inputs = jnp.linspace(0.0, 1.0, 12).reshape(4, 3)
    print(map_rows(inputs, 0.5, 5))
