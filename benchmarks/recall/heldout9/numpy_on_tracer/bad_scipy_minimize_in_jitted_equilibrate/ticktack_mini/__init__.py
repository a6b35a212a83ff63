from ticktack_mini.boxmodel import CarbonBoxModel

__all__ = ["CarbonBoxModel"]
