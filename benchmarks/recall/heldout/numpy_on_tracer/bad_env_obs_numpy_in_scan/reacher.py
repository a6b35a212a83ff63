from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as onp


class State(NamedTuple):
    pos: jax.Array
    vel: jax.Array
    obs: jax.Array


class Reacher:
    action_size = 2

    def reset(self):
        pos, vel = jnp.zeros(2), jnp.zeros(2)
        return State(pos, vel, self._get_obs(pos, vel))

    def step(self, state, action):
        vel = state.vel + 0.1 * action
        pos = state.pos + 0.1 * vel
        return State(pos, vel, self._get_obs(pos, vel))

    def _get_obs(self, pos, vel):
        return onp.concatenate([onp.cos(pos), onp.sin(pos), vel])  # error: JAX104
