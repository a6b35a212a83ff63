from .netlist import circuit

__all__ = ["circuit"]
