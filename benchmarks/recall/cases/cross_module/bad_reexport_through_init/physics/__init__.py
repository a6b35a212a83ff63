from .bounds import fold_bounds

__all__ = ["fold_bounds"]
