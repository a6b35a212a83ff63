# Report: https://github.com/Physical-Intelligence/openpi/pull/550
# As in the report, an nnx model's sampling method under nnx.jit branches in Python on a nonzero
# temperature, a traced argument: TracerBoolConversionError.
import jax
import jax.numpy as jnp
from flax import nnx


class Policy(nnx.Module):
    def __init__(self, rngs):
        self.proj = nnx.Linear(4, 8, rngs=rngs)

    def __call__(self, x, temperature, key):
        logits = self.proj(x)
        if temperature > 0.0:  # error: JAX101
            return jax.random.categorical(key, logits / temperature)
        return jnp.argmax(logits, axis=-1)


@nnx.jit
def act(policy, x, temperature, key):
    return policy(x, temperature, key)


if __name__ == "__main__":
    policy = Policy(nnx.Rngs(0))
    print(act(policy, jnp.ones((2, 4)), 0.7, jax.random.key(1)))
