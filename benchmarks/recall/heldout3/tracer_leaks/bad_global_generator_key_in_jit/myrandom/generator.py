import jax


class Generator:
    """A stateful key holder in the style of objax.random.Generator."""

    def __init__(self, seed=0):
        self.key = jax.random.key(seed)

    def __call__(self):
        self.key, sub = jax.random.split(self.key)  # error: JAX108
        return sub


DEFAULT_GENERATOR = Generator(0)


def uniform(shape, generator=DEFAULT_GENERATOR):
    return jax.random.uniform(generator(), shape)
