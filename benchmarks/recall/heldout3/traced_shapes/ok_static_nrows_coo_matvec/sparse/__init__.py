from .coo import CooMatrix

__all__ = ["CooMatrix"]
