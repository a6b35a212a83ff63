# Report: https://github.com/google/brax/issues/300
# Twin: the maintainer's answer, the clip is drawn with jax.random from the reset key, so each episode
# of the jitted reset gets its own clip.
import jax
import jax.numpy as jnp

from imitation_env import ImitationEnv
from mocap import MocapDataset

env = ImitationEnv(MocapDataset())
reset = jax.jit(env.reset)
step = jax.jit(env.step)


def collect(key, episodes=6, horizon=5):
    clips = []
    for _ in range(episodes):
        key, reset_key = jax.random.split(key)
        state = reset(reset_key)
        for _ in range(horizon):
            state, reward = step(state, jnp.zeros(3))
        clips.append(int(state.clip_id))
    return clips


if __name__ == "__main__":
    print("clips of 6 episodes:", collect(jax.random.key(0)))
