from typing import NamedTuple

import jax.numpy as jnp


class State(NamedTuple):
    qpos: jnp.ndarray
    qvel: jnp.ndarray
    reward: jnp.ndarray


class MJXDinoEnv:
    dt = 0.05

    def __init__(self, forward_vel_scale=0.0):
        self.forward_vel_scale = forward_vel_scale

    def reset(self):
        return State(jnp.zeros(2), jnp.zeros(2), jnp.array(0.0))

    def step(self, state, action, forward_vel_scale):
        qvel = 0.9 * state.qvel + self.dt * action
        qpos = state.qpos + self.dt * qvel
        reward = forward_vel_scale * qvel[0] - 0.01 * jnp.sum(action**2)
        return State(qpos, qvel, reward)
