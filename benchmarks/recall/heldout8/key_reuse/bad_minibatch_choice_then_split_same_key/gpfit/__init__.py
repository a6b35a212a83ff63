from gpfit.fit import fit

__all__ = ["fit"]
