# Report: https://github.com/jax-ml/jax/issues/5280
# As in the issue: `jnp.nonzero` of an array that depends only on shapes, inside a jitted function.
# Under jit the `jnp` ops building the mask are staged, so the mask is a tracer and `jnp.nonzero`
# (whose output size depends on the values) raises ConcretizationTypeError: "The size argument of
# jnp.nonzero must be statically specified".
import jax.numpy as jnp

from lattice.energy import staggered_magnetization

if __name__ == "__main__":
    spins = jnp.where(jnp.arange(12) % 2 == 0, 1.0, -1.0)
    print(staggered_magnetization(spins))
