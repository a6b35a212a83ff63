# Report: https://github.com/google/flax/issues/3171
# Near miss: a `mode: str` argument compared in Python; strings are never traced, and the jitted
# function passes a constant.
import flax.linen as nn
import jax
import jax.numpy as jnp


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x, mode: str = "train"):
        h = nn.Dense(4)(x)
        if mode == "train":
            h = h + 0.01
        return h


model = Encoder()


@jax.jit
def encode(params, x):
    return model.apply(params, x, mode="eval")


if __name__ == "__main__":
    x = jnp.ones((2, 3))
    params = model.init(jax.random.key(0), x)
    print(encode(params, x))
