from ._resampling import bootstrap_mean

__all__ = ["bootstrap_mean"]
