import contextlib

import jax

_RNG_STACK = []


@contextlib.contextmanager
def stochastic(key):
    _RNG_STACK.append(key)
    try:
        yield
    finally:
        _RNG_STACK.pop()


def make_rng():
    key, sub = jax.random.split(_RNG_STACK[-1])
    _RNG_STACK[-1] = key
    return sub
