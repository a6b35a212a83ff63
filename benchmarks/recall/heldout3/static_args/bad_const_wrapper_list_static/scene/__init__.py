from .pytree import Const, const

__all__ = ["Const", "const"]
