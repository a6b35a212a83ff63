# Report: https://github.com/ucl-dark/pax/pull/26
# The PR's fix: the learner's update returns its metrics, the scan stacks them as outputs, and
# the runner logs concrete values of the jitted rollout's result.
import jax.numpy as jnp

from pax_lite.agents.naive import NaiveLearner
from pax_lite.runner import Runner

if __name__ == "__main__":
    # iterated prisoner's dilemma payoffs (row player: cooperate, defect)
    payoff1 = jnp.array([[-1.0, -3.0], [0.0, -2.0]])
    runner = Runner(NaiveLearner(2), NaiveLearner(2), payoff1, payoff1)
    try:
        runner.run_loop(3)
    except Exception as err:
        print("logging agent 2's metrics failed:", type(err).__name__)
