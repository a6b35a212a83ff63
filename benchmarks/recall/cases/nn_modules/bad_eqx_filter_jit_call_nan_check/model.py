# Report: https://github.com/pmelchior/scarlet2/pull/47
# As in the report, an equinox model under eqx.filter_jit meets a check that needs a concrete value; here
# `__call__` tests its traced input for NaNs with a Python `if`: TracerBoolConversionError.
import equinox as eqx
import jax
import jax.numpy as jnp


class MLP(eqx.Module):
    layers: list

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(3, 8, key=k1), eqx.nn.Linear(8, 1, key=k2)]

    def __call__(self, x):
        if jnp.any(jnp.isnan(x)):  # error: JAX101
            x = jnp.nan_to_num(x)
        for layer in self.layers:
            x = jax.nn.relu(layer(x))
        return x


if __name__ == "__main__":
    model = MLP(jax.random.key(0))
    print(eqx.filter_jit(model)(jnp.ones(3)))
