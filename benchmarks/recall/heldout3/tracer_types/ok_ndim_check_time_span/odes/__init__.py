from .grid import time_grid

__all__ = ["time_grid"]
