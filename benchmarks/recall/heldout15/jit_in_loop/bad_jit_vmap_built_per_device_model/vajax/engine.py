import jax

from .devices import split_fn


class Engine:
    def __init__(self, models):
        self.models = models

    def _prepare_static_inputs(self, model):
        vmapped_split_fn = jax.jit(jax.vmap(split_fn, in_axes=(None, 0)))  # error: JAX205
        return vmapped_split_fn(model["params"], model["voltages"])

    def warmup_device_models(self):
        outputs = []
        for model in self.models:
            outputs.append(self._prepare_static_inputs(model))
        return outputs
