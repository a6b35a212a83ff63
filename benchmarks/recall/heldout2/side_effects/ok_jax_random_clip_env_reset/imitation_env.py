from typing import NamedTuple

import jax
import jax.numpy as jnp


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
        rng_clip, rng_pos = jax.random.split(rng)
        clip_id = jax.random.randint(rng_clip, (), 0, self.clips.shape[0])
        reference = self.clips[clip_id]
        qpos = reference[0] + 0.01 * jax.random.normal(rng_pos, reference.shape[1:])
        return EnvState(qpos, reference, clip_id, jnp.int32(0))

    def step(self, state, action):
        qpos = state.qpos + 0.1 * action
        t = state.t + 1
        reward = -jnp.sum((qpos - state.reference[t]) ** 2)
        return state._replace(qpos=qpos, t=t), reward
