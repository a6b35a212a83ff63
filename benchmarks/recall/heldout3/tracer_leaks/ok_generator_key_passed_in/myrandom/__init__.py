from .generator import uniform

__all__ = ["uniform"]
