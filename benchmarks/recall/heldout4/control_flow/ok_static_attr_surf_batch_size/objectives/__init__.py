from .base import ObjectiveFunction
from .boozer import QuasisymmetryBoozer

__all__ = ["ObjectiveFunction", "QuasisymmetryBoozer"]
