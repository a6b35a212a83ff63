# Report: https://github.com/jax-ml/jax/issues/26296
# The issue asks for f-string support in jax.debug.print because users write
# `jax.debug.print(f"...{x}")`: the f-string is formatted in Python while nnx.jit traces the step, so
# every step prints `loss: JitTracer(float32[])`, the tracer's repr baked in, never the loss.
import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import Regressor


def loss_fn(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(loss_fn)(model, x, y)
    optimizer.update(model, grads)
    jax.debug.print(f"loss: {loss}")  # error: JAX301
    return loss


if __name__ == "__main__":
    model = Regressor(3, 8, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    x, y = jnp.ones((4, 3)), jnp.arange(4.0)
    for _ in range(3):
        train_step(model, optimizer, x, y)
