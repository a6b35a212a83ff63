from particles.pool import PrefixPool

__all__ = ["PrefixPool"]
