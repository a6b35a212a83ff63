from ._spline import TRACES, interp1d

__all__ = ["interp1d", "TRACES"]
