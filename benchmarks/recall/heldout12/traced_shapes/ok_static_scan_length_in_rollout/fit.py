# Report: https://github.com/jax-ml/jax/issues/3603
# Twin: the number of steps is a static argument of the jitted loss, so the scan length is a
# Python int when the rollout is traced.
import jax.numpy as jnp

from dyn.loss import trajectory_loss

if __name__ == "__main__":
    params = {"a": jnp.array([[0.0, 1.0], [-1.0, 0.0]])}
    x0 = jnp.array([1.0, 0.0])
    print(trajectory_loss(params, x0, jnp.zeros(2), num_steps=100))
