from .objective import compute_objective_batched, objective_value

__all__ = ["compute_objective_batched", "objective_value"]
