"""Parameters that validate their values when they are built (after GPJax's `parameters.py`)."""
import typing as tp

import jax.numpy as jnp
from jax.experimental import checkify


@checkify.checkify
def _check_is_positive(value):
    checkify.check(jnp.all(value > 0), "value needs to be positive, got {value}", value=value)


@checkify.checkify  # the reported fix: the re-raised error is functionalized too
def _safe_assert(fn: tp.Callable[[tp.Any], None], value, **kwargs) -> None:
    error, _ = fn(value, **kwargs)
    checkify.check_error(error)


class Parameter:
    def __init__(self, value):
        self.value = jnp.asarray(value)


class PositiveReal(Parameter):
    def __init__(self, value):
        super().__init__(value)
        _safe_assert(_check_is_positive, self.value)
