# Report: https://github.com/google/brax/issues/300
# As in the report, the environment's reset should pick a random reference clip from a motion-capture
# dataset (another class), which makes reset impure: picked with np.random inside the jitted reset, the
# clip is drawn once, at trace time, and every episode imitates the same clip. The maintainer's answer
# is jax.random.choice on a key.
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
