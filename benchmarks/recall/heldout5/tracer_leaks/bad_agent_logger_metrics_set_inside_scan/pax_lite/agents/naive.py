import jax
import jax.numpy as jnp

from ..logging_utils import Logger


class NaiveLearner:
    """A policy-gradient learner for a matrix game: a logit per action, updated from its payoffs."""

    def __init__(self, n_actions, lr=0.5):
        self.n_actions = n_actions
        self.lr = lr
        self._logger = Logger()

    def init(self):
        return jnp.zeros(self.n_actions)

    def policy(self, logits):
        return jax.nn.softmax(logits)

    def update(self, logits, opponent_probs, payoff):
        def neg_value(l):
            return -self.policy(l) @ payoff @ opponent_probs

        loss, grads = jax.value_and_grad(neg_value)(logits)
        self._logger.metrics = {"loss_total": loss, "entropy": -jnp.sum(self.policy(logits) * jnp.log(self.policy(logits)))}  # error: JAX108
        return logits - self.lr * grads
