from typing import NamedTuple

import jax
import jax.numpy as jnp

TRACES = {"policy": 0, "step": 0}


class State(NamedTuple):
    pos: jax.Array
    vel: jax.Array
    obs: jax.Array


class Tracker:
    """Follow a reference trajectory with a point mass."""

    def reset(self, rng):
        pos = 0.1 * jax.random.normal(rng, (2,))
        return State(pos, jnp.zeros(2), jnp.concatenate([pos, jnp.zeros(2)]))

    def step(self, state, action):
        TRACES["step"] += 1
        vel = state.vel + 0.05 * action
        pos = state.pos + 0.05 * vel
        return State(pos, vel, jnp.concatenate([pos, vel]))


def make_policy(params, deterministic=False):
    def policy(obs):
        TRACES["policy"] += 1
        return jnp.tanh(obs @ params["w"] + params["b"])

    return policy
