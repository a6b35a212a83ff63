from envs.point import PointMass
from envs.wrappers import GymWrapper, InitialPoseWrapper

__all__ = ["GymWrapper", "InitialPoseWrapper", "PointMass"]
