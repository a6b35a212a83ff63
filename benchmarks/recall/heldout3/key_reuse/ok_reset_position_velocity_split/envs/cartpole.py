from typing import NamedTuple

import jax
import jax.numpy as jnp


class State(NamedTuple):
    qpos: jax.Array
    qvel: jax.Array
    obs: jax.Array


class CartpoleBalance:
    """Cart-pole balance task: the pole starts near upright with a small random push."""

    def __init__(self, swing_up=False):
        self.swing_up = swing_up

    def reset(self, rng):
        rng, rng1, rng2 = jax.random.split(rng, 3)
        qpos = 0.01 * jax.random.normal(rng1, (2,))
        qvel = 0.01 * jax.random.normal(rng2, (2,))
        if self.swing_up:
            qpos = qpos.at[1].add(jnp.pi)
        return State(qpos, qvel, jnp.concatenate([qpos, qvel]))

    def step(self, state, action):
        qvel = state.qvel + 0.02 * jnp.array([action, -jnp.sin(state.qpos[1])])
        qpos = state.qpos + 0.02 * qvel
        return State(qpos, qvel, jnp.concatenate([qpos, qvel]))
