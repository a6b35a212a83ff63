class StatefulModule:
    """A flax module with batch statistics; the caller threads the statistics through its steps."""

    def __init__(self, module, x, key):
        variables = module.init(key, x, train=False)
        self.module = module
        self.params = variables["params"]
        self.state = {"batch_stats": variables["batch_stats"]}

    def __call__(self, params, state, x):
        out, updates = self.module.apply(
            {"params": params, **state}, x, train=True, mutable=["batch_stats"]
        )
        return out, updates
