from .generator import DEFAULT_GENERATOR, Generator, uniform

__all__ = ["DEFAULT_GENERATOR", "Generator", "uniform"]
