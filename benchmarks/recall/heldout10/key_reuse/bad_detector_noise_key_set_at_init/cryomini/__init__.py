from cryomini.detector import GaussianDetector
from cryomini.pipeline import ImagePipeline

__all__ = ["GaussianDetector", "ImagePipeline"]
