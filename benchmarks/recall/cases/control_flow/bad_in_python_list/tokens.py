# Report: https://github.com/jax-ml/jax/pull/16430
# As this PR's docs say, Python comparison operators convert tracers to bool implicitly; `token in
# SPECIAL_IDS` compares with == and then asks for a bool: TracerBoolConversionError.
import jax
import jax.numpy as jnp

SPECIAL_IDS = [0, 1, 2]


@jax.jit
def weight(token):
    if token in SPECIAL_IDS:  # error: JAX101
        return jnp.float32(0.0)
    return jnp.float32(1.0)


if __name__ == "__main__":
    print(weight(jnp.int32(5)))
