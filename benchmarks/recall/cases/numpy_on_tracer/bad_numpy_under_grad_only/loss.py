# Report: https://github.com/bsc-quantic/tn4ml/issues/4
# As in the report (a regulariser crashing under differentiation with a JVPTrace tracer), jax.grad alone,
# without jit, is enough for NumPy to fail on the value being differentiated:
# TracerArrayConversionError.
import jax
import jax.numpy as jnp
import numpy as np


def reg_logrelu(w):
    return np.log1p(np.maximum(w, 0.0)).sum()  # error: JAX104


def loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2) + 1e-3 * reg_logrelu(w)


if __name__ == "__main__":
    print(jax.grad(loss)(jnp.ones(3), jnp.ones((4, 3)), jnp.zeros(4)))
