# Report: https://github.com/google-research/computation-thru-dynamics/issues/15
# As in the report (the fixed point finder tutorial), the optimizer state is passed to the jitted core
# loop among its static arguments; the state is a namedtuple holding a list, so hashing it fails:
# "ValueError: Non-hashable static arguments are not supported ... OptimizerState ... unhashable type:
# 'list'".
import jax
import jax.numpy as jnp

from fixed_points.finder import find_fixed_points

if __name__ == "__main__":
    w = 0.5 * jax.random.normal(jax.random.key(0), (3, 3))
    print(find_fixed_points(jnp.ones(3), w))
