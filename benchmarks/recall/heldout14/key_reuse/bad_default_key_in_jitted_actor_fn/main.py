# Report: https://github.com/seohongpark/ogbench/pull/36
# The jitted actor_fn takes its PRNG key from a default argument made once, when evaluate defines
# it, so every step of the rollout samples with the same key: the policy noise never changes.
import numpy as np

from impls.agents.gcbc import GCBCAgent
from impls.utils.env import StillEnv
from impls.utils.evaluation import evaluate

if __name__ == "__main__":
    agent = GCBCAgent(np.full((4, 2), 0.1, dtype=np.float32))
    actions = evaluate(agent, StillEnv(), num_steps=6)
    print("distinct actions over 6 steps:", len({tuple(np.round(a, 6)) for a in actions}))
