from dataclasses import dataclass


@dataclass(frozen=True)
class TD3BCConfig:
    actor_lr: float = 3e-4
    alpha: float = 2.5
    policy_noise: float = 0.2
    batch_size: int = 32
