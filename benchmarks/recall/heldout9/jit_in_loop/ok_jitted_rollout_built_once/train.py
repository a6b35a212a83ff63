# Report: https://github.com/talmolab/track-mjx/issues/45
# Fixed twin: the jitted policy, reset and step are built once; the parameters are an argument.
import jax
import jax.numpy as jnp

from track.env import TRACES, Tracker, make_policy
from track.logging import make_policy_params_fn

if __name__ == "__main__":
    env = Tracker()
    params = {"w": jnp.zeros((4, 2)), "b": jnp.zeros(2)}
    policy_params_fn = make_policy_params_fn(make_policy, env)
    for eval_i in range(4):
        params = jax.tree.map(lambda p: p + 0.01, params)  # stands in for a PPO update
        rollout = policy_params_fn(eval_i, params)
        print("eval", eval_i, "final pos", rollout[-1], "policy traces", TRACES["policy"], "step traces", TRACES["step"])
