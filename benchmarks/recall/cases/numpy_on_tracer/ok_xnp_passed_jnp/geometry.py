# Report: https://github.com/Farama-Foundation/Jumpy/issues/29
# Near miss: the jitted caller passes `xnp=jnp` to the backend-agnostic helper.
import jax
import jax.numpy as jnp
import numpy as np


def rotate(points, angle, xnp=np):
    c, s = xnp.cos(angle), xnp.sin(angle)
    return points @ xnp.array([[c, -s], [s, c]])


@jax.jit
def rotate_batch(points, angle):
    return rotate(points, angle, xnp=jnp)


if __name__ == "__main__":
    print(rotate_batch(jnp.eye(2), 0.3))
