import jax.numpy as jnp
import numpy as np


class Cell:
    """A two-compartment cell placed on a grid; synapse strength decays with distance to the soma."""

    def __init__(self, spacing=(3.0, 4.0), length_constant=10.0):
        self.spacing = spacing
        self.length_constant = length_constant

    def distance(self, offset):
        return jnp.sqrt(jnp.sum((offset * np.asarray(self.spacing)) ** 2))

    def synaptic_gain(self, offset):
        return jnp.exp(-self.distance(offset) / self.length_constant)
