# Report: https://github.com/PythonOT/POT/issues/625
# As in the report, differentiation alone makes NumPy fail on traced values; here the loss of an nnx
# model under nnx.grad computes its hinge with np.maximum: TracerArrayConversionError.
import jax.numpy as jnp
import numpy as np
from flax import nnx


class Linear(nnx.Module):
    def __init__(self, rngs):
        self.dense = nnx.Linear(3, 1, rngs=rngs)

    def __call__(self, x):
        return self.dense(x)[:, 0]


def hinge_loss(model, x, y):
    margins = np.maximum(0.0, 1.0 - y * model(x))  # error: JAX104
    return margins.mean()


if __name__ == "__main__":
    model = Linear(nnx.Rngs(0))
    grads = nnx.grad(hinge_loss)(model, jnp.ones((4, 3)), jnp.ones(4))
    print(grads)
