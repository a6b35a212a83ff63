import numpy as np

from autofit.assertion import FitException


class Collection:
    """A model of named scalar parameters with optional assertions between them."""

    def __init__(self, names):
        self.names = list(names)
        self.assertions = []

    def add_assertion(self, assertion):
        self.assertions.append(assertion)

    def check_assertions(self, arguments, xp=np):
        for assertion in self.assertions:
            if not assertion.instance_for_arguments(arguments, xp=xp):  # error: JAX101
                raise FitException("assertion failed")

    def instance_from_vector(self, vector, xp=np):
        arguments = {name: vector[i] for i, name in enumerate(self.names)}
        self.check_assertions(arguments, xp=xp)
        return arguments
