class StatefulModule:
    """A flax module with batch statistics; the wrapper keeps the statistics between calls."""

    def __init__(self, module, x, key):
        variables = module.init(key, x, train=False)
        self.module = module
        self.params = variables["params"]
        self.state = {"batch_stats": variables["batch_stats"]}

    def __call__(self, params, x):
        out, updates = self.module.apply(
            {"params": params, **self.state}, x, train=True, mutable=["batch_stats"]
        )
        self.state = updates  # error: JAX108
        return out
