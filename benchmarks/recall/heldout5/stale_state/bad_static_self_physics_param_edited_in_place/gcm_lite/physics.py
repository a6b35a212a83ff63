import jax.numpy as jnp

from .parameters import Parameters, VerticalDiffusionParams


class SpeedyVerticalDiffusion:
    name = "speedy_vertical_diffusion"

    def __init__(self, trvdi=24.0):
        self.params = Parameters(VerticalDiffusionParams(trvdi=jnp.asarray(trvdi)))

    def tendency(self, temperature):
        trvdi = self.params.get_value().trvdi  # error: JAX201
        column_mean = temperature.mean(axis=-1, keepdims=True)
        return (column_mean - temperature) / (trvdi * 3600.0)


class NewtonianCooling:
    name = "newtonian_cooling"

    def __init__(self, t_eq=250.0, tau_days=40.0):
        self.t_eq, self.tau = t_eq, tau_days * 86400.0

    def tendency(self, temperature):
        return (self.t_eq - temperature) / self.tau


def speedy_physics():
    return [SpeedyVerticalDiffusion(), NewtonianCooling()]
