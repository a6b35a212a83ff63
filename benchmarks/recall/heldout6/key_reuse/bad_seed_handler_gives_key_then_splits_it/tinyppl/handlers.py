import jax

_STACK = []


class seed:
    """Effect handler that hands a PRNG key to every sample site."""

    def __init__(self, fn, rng):
        self.fn = fn
        self.rng = rng

    def __enter__(self):
        _STACK.append(self)

    def __exit__(self, *exc):
        _STACK.pop()

    def __call__(self, *args, **kwargs):
        with self:
            return self.fn(*args, **kwargs)

    def process_message(self, msg):
        msg["rng"] = self.rng
        (self.rng,) = jax.random.split(self.rng, 1)  # error: JAX203


def apply_stack(msg):
    for handler in reversed(_STACK):
        handler.process_message(msg)
    return msg
