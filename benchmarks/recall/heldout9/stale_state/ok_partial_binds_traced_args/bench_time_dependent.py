# Report: https://github.com/dynamiqs/dynamiqs/pull/441
# Fixed twin: the Partial binds the function's own (traced) arguments, so new drive parameters change
# the result without a re-jit.
import jax
from jax.tree_util import Partial

from coeffs import my_fun


def global_fun(y, z):
    # Partially apply my_fun to bind the first argument
    fun = Partial(lambda x: my_fun(x, y, z))
    return fun(3.0)


global_fun_jit = jax.jit(global_fun)

if __name__ == "__main__":
    # == first set of arguments
    args = (2.0, 3.0)
    print(args, global_fun_jit(*args))
    # == second set of arguments
    args = (4.0, 5.0)
    print(args, global_fun_jit(*args), "expected", 3.0 * (4.0 + 5.0))
