# Report: https://github.com/google/jaxopt/issues/422
# As the issue reports: jaxopt.Bisection is neither jittable nor vmappable with its default
# check_bracket=True: the bracket check compares the (traced) function values at the bounds in a
# Python `if`, a ConcretizationTypeError under vmap (the fix is check_bracket=False).
import jax
import jax.numpy as jnp

from rootfind.bisection import Bisection


def F(x, factor):
    return factor * x**3 - x - 2


def root(factor):
    return Bisection(optimality_fun=F, lower=1.0, upper=2.0, check_bracket=False).run(factor=factor)


if __name__ == "__main__":
    factors = jnp.array([1.0, 2.0, 3.0])
    print("roots:", jax.vmap(root)(factors))
