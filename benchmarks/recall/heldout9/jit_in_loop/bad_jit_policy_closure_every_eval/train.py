# Report: https://github.com/talmolab/track-mjx/issues/45
# The evaluation callback calls `jax.jit` on a freshly made policy closure and on the bound
# `env.reset` / `env.step` every time it runs, so
# every evaluation retraces and recompiles the policy: long evaluations and an idle GPU. "We only
# need to call jax.jit once to compile the function."
import jax
import jax.numpy as jnp

from track.env import TRACES, Tracker, make_policy
from track.logging import policy_params_fn

if __name__ == "__main__":
    env = Tracker()
    params = {"w": jnp.zeros((4, 2)), "b": jnp.zeros(2)}
    for eval_i in range(4):
        params = jax.tree.map(lambda p: p + 0.01, params)  # stands in for a PPO update
        rollout = policy_params_fn(eval_i, make_policy, params, env)
        print("eval", eval_i, "final pos", rollout[-1], "policy traces", TRACES["policy"], "step traces", TRACES["step"])
