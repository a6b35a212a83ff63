# Report: https://github.com/jkitchin/pounce/issues/795
# As in the report, a bounds helper calls float() on an element of a jnp bound inside jit; here the helper
# is re-exported by physics/__init__.py and imported from the package: ConcretizationTypeError.
import jax
import jax.numpy as jnp

from physics import fold_bounds


@jax.jit
def project(x, ub):
    return fold_bounds(x, ub)


if __name__ == "__main__":
    print(project(jnp.arange(3.0), jnp.array([1.0, jnp.inf, 0.5])))
