from dataclasses import dataclass


@dataclass(frozen=True)
class SimConfig:
    dt: float = 0.01
    n_steps: int = 200
    damping: float = 0.1
