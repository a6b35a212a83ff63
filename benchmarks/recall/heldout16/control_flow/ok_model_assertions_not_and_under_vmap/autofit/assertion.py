import numpy as np


class FitException(Exception):
    pass


class GreaterThanAssertion:
    """`lower < upper` on two parameters of the model, by name."""

    def __init__(self, lower, upper):
        self.lower = lower
        self.upper = upper

    def instance_for_arguments(self, arguments, xp=np):
        return arguments[self.lower] < arguments[self.upper]


class CompoundAssertion:
    def __init__(self, assertion_1, assertion_2):
        self.assertion_1 = assertion_1
        self.assertion_2 = assertion_2

    def instance_for_arguments(self, arguments, xp=np):
        return xp.logical_and(self.assertion_1.instance_for_arguments(arguments, xp=xp),
                              self.assertion_2.instance_for_arguments(arguments, xp=xp))
