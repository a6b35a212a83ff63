# Report: https://github.com/DarshanDeshpande/jax-models/pull/3
# "fix convnext to make it work with jax.jit": the stochastic-depth rates are computed as
# `[x.item() for x in jnp.linspace(0, drop_path_rate, sum(depths))]` inside the module; under
# `jax.jit(model.apply)` the linspace is a tracer and `.item()` raises ConcretizationTypeError.
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
