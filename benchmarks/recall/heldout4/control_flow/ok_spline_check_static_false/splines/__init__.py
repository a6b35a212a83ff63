from ._ppoly import CubicSpline

__all__ = ["CubicSpline"]
