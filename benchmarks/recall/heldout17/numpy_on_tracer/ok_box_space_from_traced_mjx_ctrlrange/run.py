# Report: https://github.com/google-deepmind/mujoco/issues/1291
# An MJX HalfCheetah environment is built inside jax.jit; its action space takes its bounds from
# the host model (model.actuator_ctrlrange, NumPy), so the Box never sees a tracer (the fix in
# the thread); mjx_model.actuator_ctrlrange would be a traced device array there.
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
