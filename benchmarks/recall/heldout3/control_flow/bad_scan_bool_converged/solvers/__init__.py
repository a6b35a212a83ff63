from .iterate import fixed_point

__all__ = ["fixed_point"]
