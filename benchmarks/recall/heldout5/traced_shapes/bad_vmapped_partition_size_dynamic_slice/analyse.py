# Report: https://github.com/jax-ml/jax/issues/292
# As in the issue: to treat each state in turn as the absorbing boundary, the transient block Q of
# the transition matrix is cut out with a dynamic slice whose *size* is the vmapped index, so the
# slice shape is a BatchTracer (the "unhashable type: 'BatchTracer'"; JAX 0.10.2 raises
# TypeError: Shapes must be 1D sequences of concrete values of integer type).
import jax.numpy as jnp

from markov.absorb import exit_times
from markov.chains import lazy_walk

if __name__ == "__main__":
    T = lazy_walk(8)
    print("expected steps to pass state k-1, from state 0:", exit_times(T, jnp.arange(1, 8)))
