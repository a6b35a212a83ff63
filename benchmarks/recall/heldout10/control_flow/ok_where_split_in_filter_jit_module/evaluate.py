# Report: https://github.com/jax-ml/jax/issues/3103
# The shape-static form: both branches on every element, selected with `jnp.where` (the masked-out
# inputs replaced by a safe value), so the filter_jit-ted model runs and matches the eager result.
import jax.numpy as jnp

from piecewise.model import Piecewise, total

if __name__ == "__main__":
    model = Piecewise(scale=jnp.array(2.0))
    xs = jnp.linspace(-1.0, 1.0, 9)
    print("eager:", float(model(xs)))
    print("jitted:", float(total(model, xs)))
