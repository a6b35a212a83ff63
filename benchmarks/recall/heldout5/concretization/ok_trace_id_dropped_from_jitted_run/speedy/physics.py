import jax.numpy as jnp


class VerticalDiffusion:
    name = "speedy_vertical_diffusion"

    def __init__(self, trvdi=24.0):
        self.trvdi = trvdi  # hours

    def tendency(self, temperature):
        column_mean = temperature.mean(axis=-1, keepdims=True)
        return (column_mean - temperature) / (self.trvdi * 3600.0)
