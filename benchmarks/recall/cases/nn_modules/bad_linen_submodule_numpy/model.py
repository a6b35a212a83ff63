# Report: https://github.com/google-deepmind/weathernext/issues/41
# As in the report, a model's forward pass hands a traced array to NumPy once apply is jitted; here the
# NumPy call is in a submodule's `__call__`: TracerArrayConversionError.
import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np


class Residual(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x):
        h = nn.Dense(self.features)(x)
        return x + np.maximum(h, 0.0)  # error: JAX104


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = Residual(4)(x)
        return Residual(4)(x).sum(-1)


if __name__ == "__main__":
    x = jnp.ones((2, 4))
    params = Net().init(jax.random.key(0), x)
    print(jax.jit(Net().apply)(params, x))
