from .optimizer import GuidanceParams, optimize

__all__ = ["GuidanceParams", "optimize"]
