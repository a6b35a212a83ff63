# Report: https://github.com/google-deepmind/mujoco/issues/1373
# "Any way to convert a DynamicJaxprTracer variable back into a numpy or print out its
# values?": a student editing the MJX Barkour tutorial printed observations inside the
# environment and saw Traced<ShapedArray(float32[465])>with<DynamicJaxprTrace...> instead.
import jax.numpy as jnp

from envs.barkour import BarkourEnv
from envs.rollout import make_rollout

if __name__ == "__main__":
    env = BarkourEnv()
    rollout = make_rollout(env)
    final, obs = rollout(env.reset(), jnp.ones((4, 3)))
    print("last obs:", obs[-1])
