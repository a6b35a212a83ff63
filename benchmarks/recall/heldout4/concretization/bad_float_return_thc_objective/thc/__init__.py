from .objective import compute_objective_batched

__all__ = ["compute_objective_batched"]
