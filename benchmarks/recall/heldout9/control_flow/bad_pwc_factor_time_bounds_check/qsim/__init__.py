from qsim.solver import sesolve
from qsim.time_array import PWCFactor

__all__ = ["PWCFactor", "sesolve"]
