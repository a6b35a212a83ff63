# Report: https://github.com/Farama-Foundation/Jumpy/issues/29
# As in the report, backend-agnostic code picks NumPy or jax.numpy at run time; here a helper takes the
# array module as `xnp=np` and the jitted caller leaves the default, so np.cos meets a tracer.
import jax
import jax.numpy as jnp
import numpy as np


def rotate(points, angle, xnp=np):
    c, s = xnp.cos(angle), xnp.sin(angle)  # error: JAX104
    return points @ xnp.array([[c, -s], [s, c]])


@jax.jit
def rotate_batch(points, angle):
    return rotate(points, angle)


if __name__ == "__main__":
    print(rotate_batch(jnp.eye(2), 0.3))
