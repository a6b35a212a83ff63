from .pca import fit, recover, transform

__all__ = ["fit", "transform", "recover"]
