from typing import NamedTuple

import jax.numpy as jnp


class VerticalDiffusionParams(NamedTuple):
    trvdi: jnp.ndarray  # relaxation timescale of the vertical diffusion, hours


class Parameters:
    """A mutable holder for a physics term's parameters."""

    def __init__(self, value):
        self._value = value

    def get_value(self):
        return self._value

    def set_value(self, value):
        self._value = value
