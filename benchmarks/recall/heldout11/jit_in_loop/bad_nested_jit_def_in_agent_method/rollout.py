# Report: https://github.com/jax-ml/jax/issues/4645
# "What is the reason that I get significant speedups when the (jitted) nested function is factored
# out? I'm guessing for some reason the nested function is being redundantly compiled each call":
# `take_action` defines and jits `_take_action` anew on every call, so each environment step of the
# rollout traces and compiles it again.
import jax
import jax.numpy as jnp

from agents.nets import init_mlp, mlp_apply
from agents.policy import TRACES, GreedyAgent

if __name__ == "__main__":
    agent = GreedyAgent(mlp_apply, init_mlp(jax.random.key(0), [4, 16, 3]))
    obs = jnp.zeros(4)
    for t in range(5):
        logits, action, conf = agent.take_action(obs)
        obs = obs.at[int(action)].add(1.0)
    print("actions taken: 5, traces of _take_action:", TRACES["take_action"])
