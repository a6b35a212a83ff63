# Report: https://github.com/dynamiqs/dynamiqs/pull/441
# The PR checks that a jitted function does not re-jit when the drive arguments change. The lambda
# bound into the Partial reads the module-level `args` instead of the function's own arguments: the
# first trace bakes in (2.0, 3.0), the second set of arguments hits the cache and returns the old
# coefficient (15 instead of 27), with no error and no recompile.
import jax
from jax.tree_util import Partial

from coeffs import my_fun


def global_fun(y, z):
    # Partially apply my_fun to bind the first argument
    fun = Partial(lambda x: my_fun(x, *args))  # error: JAX201
    return fun(3.0)


global_fun_jit = jax.jit(global_fun)

if __name__ == "__main__":
    # == first set of arguments
    args = (2.0, 3.0)
    print(args, global_fun_jit(*args))
    # == second set of arguments
    args = (4.0, 5.0)
    print(args, global_fun_jit(*args), "expected", 3.0 * (4.0 + 5.0))
