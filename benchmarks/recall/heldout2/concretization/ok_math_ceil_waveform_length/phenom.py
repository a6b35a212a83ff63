import math

import jax.numpy as jnp


class IMRPhenomT:
    """A toy time-domain waveform model: a chirp sampled every `delta_t` over `duration` seconds."""

    def __init__(self, duration=0.25, delta_t=1.0 / 256):
        self.duration = duration
        self.delta_t = delta_t

    def initial_processing(self):
        n_samples = math.ceil(self.duration / self.delta_t)
        return jnp.arange(n_samples) * self.delta_t - self.duration

    def compute_polarizations(self, params):
        times = self.initial_processing()
        tau = jnp.clip(-times, 1e-3, None)
        phase = params["phi0"] + params["chirp"] * tau ** (5.0 / 8.0)
        amp = params["amp"] * tau ** (-0.25)
        return amp * jnp.cos(phase), amp * jnp.sin(phase)
