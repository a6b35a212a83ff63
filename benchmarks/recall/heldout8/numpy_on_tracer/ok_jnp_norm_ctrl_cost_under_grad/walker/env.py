from typing import NamedTuple

import jax
import jax.numpy as jnp


class State(NamedTuple):
    pos: jax.Array
    vel: jax.Array
    reward: jax.Array


class Walker:
    dt = 0.02
    ctrl_weight = 0.1

    def reset(self, key):
        pos = 0.1 * jax.random.normal(key, (3,))
        return State(pos, jnp.zeros(3), jnp.float32(0.0))

    def step(self, state, action):
        vel = state.vel + self.dt * action
        pos = state.pos + self.dt * vel
        forward = vel[0]
        ctrl_cost = self.ctrl_weight * jnp.square(jnp.linalg.norm(action))
        return State(pos, vel, forward - ctrl_cost)
