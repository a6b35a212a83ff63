from functools import partial

import jax
import jax.numpy as jnp

from .policies import sample_action


class SAC:
    def __init__(self, obs_dim, act_dim, seed=0, lr=3e-4):
        self.key = jax.random.key(seed)
        self.key, init_key = jax.random.split(self.key)
        k1, k2 = jax.random.split(init_key)
        self.policy_state = {
            "w_mean": 0.1 * jax.random.normal(k1, (obs_dim, act_dim)),
            "w_log_std": 0.1 * jax.random.normal(k2, (obs_dim, act_dim)),
        }
        self.lr = lr

    @staticmethod
    @partial(jax.jit, static_argnames=("lr",))
    def _train(policy_state, batch, key, lr=3e-4):
        key, actor_key = jax.random.split(key)

        def actor_loss(params):
            actions, noise = sample_action(params, batch["obs"], actor_key)
            return -jnp.mean(batch["q_weight"] * actions), noise

        (loss, noise), grads = jax.value_and_grad(actor_loss, has_aux=True)(policy_state)
        policy_state = jax.tree.map(lambda p, g: p - lr * g, policy_state, grads)
        return policy_state, {"actor_loss": loss, "noise": noise}, key

    def train(self, batch, gradient_steps=1):
        infos = []
        for _ in range(gradient_steps):
            infos.append(self._step(batch))
        return infos

    def _step(self, batch):
        self.policy_state, info, _ = self._train(self.policy_state, batch, self.key)  # error: JAX203
        return info
