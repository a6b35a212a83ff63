# Report: https://github.com/jax-ml/jax/issues/5609
# As in the report: a jitted COO matrix-vector product takes the number of rows as an argument and
# allocates the output with `jnp.zeros(nrows)`. Under jit `nrows` is a tracer, so the allocation fails
# ("Shapes must be 1D sequences of concrete values"); the reporter's workaround passes a dummy vector
# of the right size and uses its static `.size`.
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
