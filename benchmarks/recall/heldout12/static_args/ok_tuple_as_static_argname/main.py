# Report: https://openillumi.com/en/en-jax-jit-list-static-arg-best-practice
# Twin: the summary stores the axes as a tuple, which hashes.
import jax.numpy as jnp

from reduce.report import Summary

if __name__ == "__main__":
    x = jnp.arange(24.0).reshape(2, 3, 4)
    print(Summary(axes=[0, 2])(x))
