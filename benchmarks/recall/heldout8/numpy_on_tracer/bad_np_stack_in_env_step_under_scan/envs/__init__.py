from envs.reacher import Reacher

__all__ = ["Reacher"]
