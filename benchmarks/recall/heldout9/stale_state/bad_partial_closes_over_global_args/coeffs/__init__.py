from coeffs.drive import my_fun

__all__ = ["my_fun"]
