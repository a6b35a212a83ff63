import jax
import jax.numpy as jnp


@jax.jit
def coo_matvec(data, row, col, nrows, v):
    assert v.ndim == 1
    dv = data * v[col]
    return jnp.zeros(nrows, dtype=dv.dtype).at[row].add(dv)  # error: JAX106


class CooMatrix:
    def __init__(self, data, row, col, shape):
        self.data, self.row, self.col, self.shape = data, row, col, shape

    def __matmul__(self, v):
        return coo_matvec(self.data, self.row, self.col, self.shape[0], v)
