from pendulum.dynamics import analytical_fn

__all__ = ["analytical_fn"]
