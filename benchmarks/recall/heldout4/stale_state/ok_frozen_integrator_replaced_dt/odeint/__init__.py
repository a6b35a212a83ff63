from .integrator import RK4Integrator

__all__ = ["RK4Integrator"]
