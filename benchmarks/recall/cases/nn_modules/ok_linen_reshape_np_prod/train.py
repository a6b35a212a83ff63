# Report: https://github.com/google/flax/pull/1516
# Near miss: the fix of this PR, np.prod on the static shape, so the size stays a Python int.
import jax
import jax.numpy as jnp

from model import Encoder

model = Encoder()


@jax.jit
def encode(params, images):
    return model.apply(params, images)


if __name__ == "__main__":
    images = jnp.ones((2, 8, 8, 1))
    params = model.init(jax.random.key(0), images)
    print(encode(params, images).shape)
