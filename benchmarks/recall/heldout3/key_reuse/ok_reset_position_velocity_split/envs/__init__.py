from .cartpole import CartpoleBalance

__all__ = ["CartpoleBalance"]
