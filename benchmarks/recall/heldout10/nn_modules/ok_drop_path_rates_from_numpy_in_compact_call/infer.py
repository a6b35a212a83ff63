# Report: https://github.com/DarshanDeshpande/jax-models/pull/3
# The rates depend only on static module attributes, so they are computed with NumPy (concrete
# Python floats at trace time) and the jitted apply runs.
import jax
import jax.numpy as jnp

from jax_models.convnext import ConvNeXtTiny

if __name__ == "__main__":
    model = ConvNeXtTiny()
    x = jnp.ones((2, 5, 3))
    variables = model.init(jax.random.key(0), x)
    print("eager:", model.apply(variables, x).shape)
    apply = jax.jit(model.apply)
    print("jitted:", apply(variables, x).shape)
