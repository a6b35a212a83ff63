from .cosine import cos_interpolate_randomized

__all__ = ["cos_interpolate_randomized"]
