# Report: https://github.com/jcmgray/autoray/issues/27
# As in the report, a jitted sampler draws from a hidden global random state and returns the same
# "random" value on every call; here a NumPy generator is called in a lax.scan body, once at trace time.
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

_rng = np.random.default_rng()


def noisy_step(x, _):
    x = 0.9 * x + _rng.standard_normal()  # error: JAX204
    return x, x


@jax.jit
def simulate(x0):
    return lax.scan(noisy_step, x0, None, length=5)[1]


if __name__ == "__main__":
    print(simulate(jnp.float32(0.0)), simulate(jnp.float32(0.0)))
