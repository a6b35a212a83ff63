import functools

import jax
import jax.numpy as jnp


class ObjectiveFunction:
    """Collects objectives; each one stores what it precomputes in `_constants`."""

    def __init__(self, objectives):
        self.objectives = tuple(objectives)
        self.constants = None

    def build(self):
        for obj in self.objectives:
            obj.build()
        self.constants = [obj.constants for obj in self.objectives]
        return self

    @functools.partial(jax.jit, static_argnums=0)
    def compute_scaled_error(self, x, constants):
        errors = [obj.compute(x, constants=c) / obj.weight for obj, c in zip(self.objectives, constants)]
        return jnp.concatenate(errors)
