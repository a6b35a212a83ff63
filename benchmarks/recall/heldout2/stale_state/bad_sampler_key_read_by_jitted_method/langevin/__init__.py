from langevin.sampler import LangevinSampler

__all__ = ["LangevinSampler"]
