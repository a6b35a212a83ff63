# Report: https://github.com/google-deepmind/mujoco/issues/1373
# Twin: jax.debug.print shows the observation values at every scanned step.
import jax.numpy as jnp

from envs.barkour import BarkourEnv
from envs.rollout import make_rollout

if __name__ == "__main__":
    env = BarkourEnv()
    rollout = make_rollout(env)
    final, obs = rollout(env.reset(), jnp.ones((4, 3)))
    print("last obs:", obs[-1])
