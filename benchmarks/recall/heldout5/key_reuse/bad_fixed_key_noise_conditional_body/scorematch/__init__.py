from .sliced import NoiseConditionalScoreMatching

__all__ = ["NoiseConditionalScoreMatching"]
