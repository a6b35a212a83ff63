# Report: https://github.com/JaxGaussianProcesses/JaxLinOp/issues/25
# As in the report, an integer meant as static configuration is a leaf of a pytree argument, so under jit
# it is traced; `range(cfg.n_iter)` raises TracerIntegerConversionError.
from typing import NamedTuple

import jax
import jax.numpy as jnp


class SolverConfig(NamedTuple):
    tol: float
    n_iter: int


@jax.jit
def jacobi(A, b, cfg):
    x = jnp.zeros_like(b)
    d = jnp.diag(A)
    for _ in range(cfg.n_iter):  # error: JAX102
        x = (b - (A @ x - d * x)) / d
    return x


if __name__ == "__main__":
    print(jacobi(4 * jnp.eye(3) + 1, jnp.ones(3), SolverConfig(tol=1e-6, n_iter=20)))
