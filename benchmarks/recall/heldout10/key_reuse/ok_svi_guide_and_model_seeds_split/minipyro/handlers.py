import jax


class seed:
    """Runs `fn` with a `sample` primitive that draws every site from a split of `rng`."""

    def __init__(self, fn, rng):
        self.fn = fn
        self.rng = rng
        self.trace = {}

    def __call__(self, *args):
        rng = self.rng

        def sample(name, sampler):
            nonlocal rng
            rng, sub = jax.random.split(rng)
            value = sampler(sub)
            self.trace[name] = value
            return value

        self.fn(sample, *args)
        return self.trace
