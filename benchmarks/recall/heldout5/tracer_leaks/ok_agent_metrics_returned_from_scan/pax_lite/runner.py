import jax

from .logging_utils import wandb_log


class Runner:
    """Trains two learners against each other; the outer loop is jitted with `lax.scan`."""

    def __init__(self, agent1, agent2, payoff1, payoff2, num_inner_steps=10):
        self.agent1, self.agent2 = agent1, agent2
        self.payoff1, self.payoff2 = payoff1, payoff2
        self.num_inner_steps = num_inner_steps

        def _step(carry, _):
            logits1, logits2 = carry
            p1, p2 = agent1.policy(logits1), agent2.policy(logits2)
            logits1, _ = agent1.update(logits1, p2, payoff1)
            logits2, metrics2 = agent2.update(logits2, p1, payoff2)
            return (logits1, logits2), metrics2

        # the scan returns agent 2's metrics of every inner step as outputs
        self._rollout = jax.jit(lambda carry: jax.lax.scan(_step, carry, None, length=num_inner_steps))

    def run_loop(self, num_outer_steps):
        carry = (self.agent1.init(), self.agent2.init())
        for step in range(num_outer_steps):
            carry, metrics2 = self._rollout(carry)
            wandb_log(jax.tree.map(lambda m: m[-1], metrics2), step)
        return carry
