from mini_ppl.distributions import Poisson

__all__ = ["Poisson"]
