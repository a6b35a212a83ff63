# Report: https://github.com/jax-ml/jax/issues/5609
# Near miss: the number of rows is a static argument of the jitted product (it comes from the
# matrix's Python shape tuple), so the output buffer has a concrete size.
import jax.numpy as jnp

from sparse import CooMatrix


def path_laplacian(n):
    row = jnp.concatenate([jnp.arange(n), jnp.arange(n - 1), jnp.arange(1, n)])
    col = jnp.concatenate([jnp.arange(n), jnp.arange(1, n), jnp.arange(n - 1)])
    data = jnp.concatenate([2.0 * jnp.ones(n), -jnp.ones(n - 1), -jnp.ones(n - 1)])
    return CooMatrix(data, row, col, (n, n))


if __name__ == "__main__":
    L = path_laplacian(5)
    print(L @ jnp.arange(5.0))
