# Report: https://openillumi.com/en/en-jax-jit-list-static-arg-best-practice
# Q&A (after a Stack Overflow question): passing a list as an argument named in `static_argnames`
# raises "ValueError: Non-hashable static arguments are not supported"; the answer is to pass a
# tuple. Here a summary object keeps the reduction axes as a list.
import jax.numpy as jnp

from reduce.report import Summary

if __name__ == "__main__":
    x = jnp.arange(24.0).reshape(2, 3, 4)
    print(Summary(axes=[0, 2])(x))
