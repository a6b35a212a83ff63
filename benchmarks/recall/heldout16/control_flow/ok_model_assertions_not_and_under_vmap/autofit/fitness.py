import jax
import jax.numpy as jnp

from autofit.assertion import FitException


class Fitness:
    resample_figure_of_merit = -1e30

    def __init__(self, model, analysis, use_jax_vmap=True):
        self.model = model
        self.analysis = analysis
        self._call = jax.jit(jax.vmap(self.call)) if use_jax_vmap else self.call

    def call(self, parameters):
        instance = self.model.instance_from_vector(parameters, ignore_assertions=True)
        satisfied = self.model.assertions_satisfied_for_arguments(instance, xp=jnp)
        log_likelihood = self.analysis.log_likelihood_function(instance)
        return jnp.where(satisfied, log_likelihood, self.resample_figure_of_merit)

    def call_numpy(self, parameters):
        try:
            instance = self.model.instance_from_vector(parameters)
        except FitException:
            return self.resample_figure_of_merit
        return self.analysis.log_likelihood_function(instance)

    def __call__(self, parameters):
        return self._call(parameters)
