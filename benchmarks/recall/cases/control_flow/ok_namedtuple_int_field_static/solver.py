# Report: https://github.com/JaxGaussianProcesses/JaxLinOp/issues/25
# Near miss: the NamedTuple of Python numbers is a static argument (hashable), so `cfg.n_iter` is an int.
from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class SolverConfig(NamedTuple):
    tol: float
    n_iter: int


@partial(jax.jit, static_argnames="cfg")
def jacobi(A, b, cfg):
    x = jnp.zeros_like(b)
    d = jnp.diag(A)
    for _ in range(cfg.n_iter):
        x = (b - (A @ x - d * x)) / d
    return x


if __name__ == "__main__":
    print(jacobi(4 * jnp.eye(3) + 1, jnp.ones(3), cfg=SolverConfig(tol=1e-6, n_iter=20)))
