# Report: https://github.com/jax-ml/jax/issues/3603
# "Issue with JIT when compiling scan function with given length": a function that calls
# `lax.scan(f, init, xs=None, length=length)` fails under `jax.jit` when `length` is a (traced)
# argument. Here the number of Euler steps reaches the scan of a rollout through a jitted loss.
import jax.numpy as jnp

from dyn.loss import trajectory_loss

if __name__ == "__main__":
    params = {"a": jnp.array([[0.0, 1.0], [-1.0, 0.0]])}
    x0 = jnp.array([1.0, 0.0])
    print(trajectory_loss(params, x0, jnp.zeros(2), 100))
