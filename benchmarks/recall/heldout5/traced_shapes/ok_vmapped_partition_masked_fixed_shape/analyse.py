# Report: https://github.com/jax-ml/jax/issues/292
# The masking approach suggested for it: the transient block keeps the full static shape, the
# absorbing rows and columns are zeroed with `jnp.where`, so the vmapped index only enters values.
import jax.numpy as jnp

from markov.absorb import exit_times
from markov.chains import lazy_walk

if __name__ == "__main__":
    T = lazy_walk(8)
    print("expected steps to pass state k-1, from state 0:", exit_times(T, jnp.arange(1, 8)))
