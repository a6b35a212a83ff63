# Report: https://github.com/brainpy/BrainPy/issues/607
# As in the report: each sample of a batch has its own period, given by the ground truth `gt`, and the
# loss slices that many steps of the network's time-series output with lax.dynamic_slice. Under the
# jitted training step the period is a tracer and the slice size must be static ("Shapes must be 1D
# sequences of concrete values of integer type"); the maintainer suggests masking.
import jax
import jax.numpy as jnp
from jax import lax


def network(w, inputs):
    return jnp.tanh(inputs @ w)  # (time, batch)


def period_loss(w, inputs, gt):
    out = network(w, inputs)
    total = 0.0
    for i in range(out.shape[1]):
        idx = gt[i]
        seg = lax.dynamic_slice(out, (0, i), (idx, 1))  # error: JAX106
        total = total + jnp.mean((seg - 1.0) ** 2)
    return total / out.shape[1]


@jax.jit
def train_step(w, inputs, gt):
    loss, g = jax.value_and_grad(period_loss)(w, inputs, gt)
    return w - 0.1 * g, loss


if __name__ == "__main__":
    w = jnp.ones((3, 2)) * 0.1
    inputs = 0.1 * jnp.arange(18.0).reshape(6, 3)
    gt = jnp.array([4, 2])
    print(period_loss(w, inputs, gt))  # eager: fine
    print(train_step(w, inputs, gt)[1])
