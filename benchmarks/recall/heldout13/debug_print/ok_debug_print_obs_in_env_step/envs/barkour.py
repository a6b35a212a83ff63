from typing import NamedTuple

import jax
import jax.numpy as jnp


class State(NamedTuple):
    q: jnp.ndarray
    qd: jnp.ndarray


class BarkourEnv:
    def __init__(self, dt=0.02):
        self.dt = dt

    def reset(self):
        return State(q=jnp.zeros(3), qd=jnp.zeros(3))

    def step(self, state, action):
        qd = state.qd + self.dt * action
        q = state.q + self.dt * qd
        obs = self._get_obs(q, qd)
        return State(q=q, qd=qd), obs

    def _get_obs(self, q, qd):
        obs = jnp.concatenate([q, qd])
        jax.debug.print("obs: {}", obs)
        return obs
