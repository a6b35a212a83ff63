import jax

from .devices import split_fn


class Engine:
    def __init__(self, models):
        self.models = models
        self._vmapped_split_fn = jax.jit(jax.vmap(split_fn, in_axes=(None, 0)))

    def _prepare_static_inputs(self, model):
        return self._vmapped_split_fn(model["params"], model["voltages"])

    def warmup_device_models(self):
        outputs = []
        for model in self.models:
            outputs.append(self._prepare_static_inputs(model))
        return outputs
