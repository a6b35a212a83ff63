import equinox as eqx
import jax
import jax.random as jr


class Data(eqx.Module):
    data: jax.Array = eqx.field(static=True)  # error: JAX206

    def __init__(self, seed):
        self.data = jr.uniform(jr.key(seed), (10, 10))
