# Report: https://github.com/google/flax/pull/1516
# As in the AutoEncoder example this PR fixed, jnp on shapes inside a module makes the flattened size a
# tracer once `model.apply` is jitted, and reshape needs concrete sizes.
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
