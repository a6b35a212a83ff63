# Report: https://github.com/jax-ml/jax/issues/3103
# "Does lax cond short circuit?": to skip the expensive function on inputs that do not need it the
# user proposes `jax.vmap(expensive_function)(xs[cond])`; the maintainer notes it works "just not
# within a vmap" (or jit): the boolean mask's result size depends on the data, and under
# `eqx.filter_jit` `xs[cond]` raises NonConcreteBooleanIndexError.
import jax.numpy as jnp

from piecewise.model import Piecewise, total

if __name__ == "__main__":
    model = Piecewise(scale=jnp.array(2.0))
    xs = jnp.linspace(-1.0, 1.0, 9)
    print("eager:", float(model(xs)))
    print("jitted:", float(total(model, xs)))
