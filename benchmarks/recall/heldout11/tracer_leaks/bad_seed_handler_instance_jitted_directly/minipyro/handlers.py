import jax

_STACK = []


class seed:
    """Effect handler: gives every sample site inside `fn` a fresh subkey of `rng_seed`."""

    def __init__(self, fn, rng_seed):
        self.fn = fn
        self.rng_key = jax.random.key(rng_seed) if isinstance(rng_seed, int) else rng_seed

    def next_key(self):
        self.rng_key, sub = jax.random.split(self.rng_key)  # error: JAX108
        return sub

    def __call__(self, *args, **kwargs):
        _STACK.append(self)
        try:
            return self.fn(*args, **kwargs)
        finally:
            _STACK.pop()


def sample(name, sampler):
    return sampler(_STACK[-1].next_key())
