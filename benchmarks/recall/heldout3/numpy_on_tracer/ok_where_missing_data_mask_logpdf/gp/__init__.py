from .process import GP

__all__ = ["GP"]
