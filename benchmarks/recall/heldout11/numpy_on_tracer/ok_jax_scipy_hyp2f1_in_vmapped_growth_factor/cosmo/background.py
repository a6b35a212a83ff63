import jax.numpy as jnp
from jax.scipy.special import hyp2f1


class FlatLCDM:
    """Flat Lambda-CDM background: linear growth from the hypergeometric closed form."""

    def __init__(self, omega_m=0.3):
        self.omega_m = omega_m

    def growth_factor(self, a):
        x = -(a ** 3) * (1.0 - self.omega_m) / self.omega_m
        # Pfaff transformation: the argument stays in [0, 1) for every a
        return a * hyp2f1(1.5, 1.0, 11.0 / 6.0, x / (x - 1.0)) / (1.0 - x)

    def normalized_growth(self, a):
        return self.growth_factor(a) / self.growth_factor(jnp.ones_like(a))
