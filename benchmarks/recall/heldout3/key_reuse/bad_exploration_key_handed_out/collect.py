# Report: https://github.com/theovincent/i-DQN/issues/13
# As in the report ("Key reuse in AtariEnv"): the environment hands `exploration_schedule.key` itself
# to `q.random_action`, while the schedule keeps that key and splits it again at the next
# `explore()` call, so the random action and the next exploration decision come from the same key.
# With typed keys, `jax.debug_key_reuse` reports it.
import jax
import jax.numpy as jnp

from agent.atari_env import AtariEnv
from agent.exploration import EpsilonGreedySchedule
from agent.q import DQN

if __name__ == "__main__":
    env = AtariEnv(n_actions=4)
    q = DQN(n_actions=4)
    schedule = EpsilonGreedySchedule(1.0, 0.1, 100, jax.random.key(0))
    with jax.debug_key_reuse(True):
        actions = [env.collect_sample(q, jnp.eye(4), schedule) for _ in range(3)]
    print(actions)
