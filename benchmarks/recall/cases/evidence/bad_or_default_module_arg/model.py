# Report: https://github.com/jax-ml/jax/pull/16430
# As this PR's docs say, `value or default` converts `value` to a bool; here a flax module's `__call__`
# writes `temperature = temperature or self.temperature`, and the jitted apply passes a traced
# temperature: TracerBoolConversionError.
from typing import Optional

import flax.linen as nn
import jax
import jax.numpy as jnp


class Head(nn.Module):
    temperature: float = 1.0

    @nn.compact
    def __call__(self, x, temperature: Optional[jax.Array] = None):
        temperature = temperature or self.temperature  # error: JAX101
        return nn.softmax(nn.Dense(3)(x) / temperature)


model = Head()


@jax.jit
def predict(params, x, temperature):
    return model.apply(params, x, temperature)


if __name__ == "__main__":
    x = jnp.ones((2, 4))
    params = model.init(jax.random.key(0), x)
    print(predict(params, x, jnp.float32(0.5)))
