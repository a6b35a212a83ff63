from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np


class EnvState(NamedTuple):
    qpos: jax.Array
    reference: jax.Array
    clip_id: jax.Array
    t: jax.Array


class ImitationEnv:
    def __init__(self, dataset):
        self.dataset = dataset
        self.clips = jnp.stack([dataset[i] for i in range(len(dataset))])

    def reset(self, rng):
        clip_id = np.random.randint(len(self.dataset))  # error: JAX204
        reference = self.clips[clip_id]
        qpos = reference[0] + 0.01 * jax.random.normal(rng, reference.shape[1:])
        return EnvState(qpos, reference, jnp.int32(clip_id), jnp.int32(0))

    def step(self, state, action):
        qpos = state.qpos + 0.1 * action
        t = state.t + 1
        reward = -jnp.sum((qpos - state.reference[t]) ** 2)
        return state._replace(qpos=qpos, t=t), reward
