from typing import NamedTuple

import jax
import jax.numpy as jnp


class State(NamedTuple):
    q: jax.Array
    qd: jax.Array
    obs: jax.Array


class PointMass:
    """A point mass on a plane: q = (x, y, yaw)."""

    q_size = 3

    def __init__(self, reset_noise_scale=0.01):
        self._reset_noise_scale = reset_noise_scale
        self.q = jnp.zeros(self.q_size)

    def pipeline_init(self, q, qd):
        return State(q=q, qd=qd, obs=jnp.concatenate([q, qd]))

    def step(self, state, action):
        qd = state.qd + 0.1 * jnp.pad(action, (0, 1))
        q = state.q + 0.1 * qd
        return self.pipeline_init(q, qd)
