from typing import NamedTuple

import jax.numpy as jnp

from . import reward_functions as rf


class State(NamedTuple):
    qpos: jnp.ndarray
    qvel: jnp.ndarray
    reward: jnp.ndarray


class PlanarDinoEnv:
    """A point-mass stand-in for the MJX dinosaur: x/height position, velocity driven by the action."""

    dt = 0.05

    def reset(self):
        return State(jnp.array([0.0, 0.5]), jnp.zeros(2), jnp.array(0.0))

    def step(self, state, action):
        qvel = 0.9 * state.qvel + self.dt * action
        qpos = state.qpos + self.dt * qvel
        reward = rf.forward_velocity_reward(qvel) + rf.healthy_reward(qpos) - rf.control_cost(action)
        return State(qpos, qvel, reward)
