import flax.linen as nn
import jax.numpy as jnp


class ProjLinear(nn.Module):
    out_size: int

    def setup(self):
        self._linear = nn.Dense(self.out_size)

    def __call__(self, x):
        x = jnp.asarray(x)
        return self._linear(x)


class MLP(nn.Module):
    out_size: int
    hidden_size: int = 4

    def setup(self):
        self._linear0 = ProjLinear(self.hidden_size)
        self._linear1 = ProjLinear(self.hidden_size)
        self._linear2 = ProjLinear(self.out_size)

    def __call__(self, x):
        x = jnp.expand_dims(x, 0)
        x = jnp.tanh(self._linear0(x))
        x = jnp.tanh(self._linear1(x))
        return jnp.tanh(self._linear2(x))[0]
