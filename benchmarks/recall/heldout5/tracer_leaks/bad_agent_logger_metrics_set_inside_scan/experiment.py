# Report: https://github.com/ucl-dark/pax/pull/26
# As the PR describes: since the training loop was jitted with `lax.scan`, agent 2 logs
# `Jax.TracedDeviceArray`s, which cannot be sent to wandb: the learner's update stores its metrics on
# its logger while the scan body is traced, and the runner reads that logger after the jitted
# rollout (the PR exposes the metrics to the runner as outputs and logs concrete values).
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
        print("what the logger holds:", type(runner.agent2._logger.metrics["loss_total"]).__name__)
