from .backend import get_backend, set_backend
from .razor_disk import RazorThinExponentialDiskPotential

__all__ = ["RazorThinExponentialDiskPotential", "get_backend", "set_backend"]
