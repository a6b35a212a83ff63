import logging
from functools import partial

import jax
import jax.numpy as jnp

log = logging.getLogger("covo.mppi")


def _log_loss(total_loss):
    total_loss_mean = jnp.mean(total_loss[0])
    # runs on the host with the value, on every call of the compiled update
    jax.debug.callback(lambda value: log.info("mean rollout cost %.4f", value), total_loss_mean)


class MPPIController:
    """Model-predictive path integral control of a 1-D double integrator."""

    def __init__(self, horizon=20, n_samples=128, lam=1.0, noise=0.5):
        self.horizon = horizon
        self.n_samples = n_samples
        self.lam = lam
        self.noise = noise

    def _rollout_cost(self, state, actions):
        def step(s, a):
            pos, vel = s
            vel = vel + 0.05 * a
            pos = pos + 0.05 * vel
            return (pos, vel), pos**2 + 0.1 * vel**2 + 0.01 * a**2

        _, costs = jax.lax.scan(step, state, actions)
        return costs

    @partial(jax.jit, static_argnums=0)
    def update(self, state, mean_actions, key):
        eps = self.noise * jax.random.normal(key, (self.n_samples, self.horizon))
        candidates = mean_actions[None, :] + eps
        costs = jax.vmap(self._rollout_cost, in_axes=(None, 0))(state, candidates)
        total_loss = jnp.sum(costs, axis=1, keepdims=True).T
        _log_loss(total_loss)
        weights = jax.nn.softmax(-total_loss[0] / self.lam)
        return jnp.sum(weights[:, None] * candidates, axis=0)
