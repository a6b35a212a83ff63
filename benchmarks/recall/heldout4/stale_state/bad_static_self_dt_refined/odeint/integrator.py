from functools import partial

import jax
import jax.numpy as jnp


class RK4Integrator:
    def __init__(self, rhs, dt):
        self.rhs = rhs
        self.dt = dt

    @partial(jax.jit, static_argnums=0)
    def step(self, y):
        dt = self.dt  # error: JAX201
        k1 = self.rhs(y)
        k2 = self.rhs(y + 0.5 * dt * k1)
        k3 = self.rhs(y + 0.5 * dt * k2)
        k4 = self.rhs(y + dt * k3)
        return y + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)

    def integrate(self, y, t_end):
        n = int(round(t_end / self.dt))
        for _ in range(n):
            y = self.step(y)
        return y


def decay(y):
    return -y
