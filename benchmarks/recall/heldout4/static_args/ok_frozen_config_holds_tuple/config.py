import dataclasses


@dataclasses.dataclass(frozen=True)
class LossConfig:
    class_weights: tuple  # plain floats: hashable, compared by value
    label_smoothing: float = 0.0
