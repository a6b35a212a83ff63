# Report: https://github.com/google-deepmind/mujoco/issues/1291
# An MJX HalfCheetah environment is built inside jax.jit: the action space's bounds come from
# mjx_model.actuator_ctrlrange, a traced device array, and the Box converts them with NumPy
# (TracerArrayConversionError). The maintainer's fix: take the bounds from the host model.
import jax

from envs.half_cheetah import HalfCheetahMJXEnv
from envs.mjx_lite import load_half_cheetah


def init_and_reset(key):
    env = HalfCheetahMJXEnv(load_half_cheetah())
    qpos = env.reset(key)
    return qpos, env.clip_action(qpos[:6] * 20.0)


if __name__ == "__main__":
    jit_test = jax.jit(init_and_reset)
    print("JIT success")
    qpos, action = jit_test(jax.random.key(0))
    print("qpos:", qpos)
    print("clipped action:", action)
