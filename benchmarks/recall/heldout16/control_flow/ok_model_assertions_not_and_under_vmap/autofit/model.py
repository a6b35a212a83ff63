import numpy as np

from autofit.assertion import FitException


class Collection:
    """A model of named scalar parameters with optional assertions between them."""

    def __init__(self, names):
        self.names = list(names)
        self.assertions = []

    def add_assertion(self, assertion):
        self.assertions.append(assertion)

    def check_assertions(self, arguments):
        for assertion in self.assertions:
            if not assertion.instance_for_arguments(arguments):
                raise FitException("assertion failed")

    def assertions_satisfied_for_arguments(self, arguments, xp=np):
        satisfied = xp.asarray(True)
        for assertion in self.assertions:
            satisfied = xp.logical_and(satisfied, assertion.instance_for_arguments(arguments, xp=xp))
        return satisfied

    def arguments_from_vector(self, vector):
        return {name: vector[i] for i, name in enumerate(self.names)}

    def instance_from_vector(self, vector, ignore_assertions=False):
        arguments = self.arguments_from_vector(vector)
        if not ignore_assertions:
            self.check_assertions(arguments)
        return arguments
