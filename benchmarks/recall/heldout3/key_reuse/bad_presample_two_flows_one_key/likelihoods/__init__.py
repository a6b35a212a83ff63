from .nicer import NICERLikelihood

__all__ = ["NICERLikelihood"]
