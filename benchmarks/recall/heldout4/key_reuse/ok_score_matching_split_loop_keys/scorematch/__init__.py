from .sliced import SlicedScoreMatching

__all__ = ["SlicedScoreMatching"]
