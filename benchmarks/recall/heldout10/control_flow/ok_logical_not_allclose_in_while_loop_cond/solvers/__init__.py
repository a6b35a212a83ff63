from solvers.fixed_point import FixedPointIteration

__all__ = ["FixedPointIteration"]
