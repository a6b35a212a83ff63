import dataclasses
from typing import Any


@dataclasses.dataclass(unsafe_hash=True)
class LossConfig:
    class_weights: Any
    label_smoothing: float = 0.0
