from functools import partial

import jax
import jax.numpy as jnp
import optax

from .networks import QNetwork

optimizer = optax.adam(1e-3)


@partial(jax.jit, static_argnames=("network_def",))
def train(network_def, online_params, target_params, opt_state, replay_elements, num_actions, gamma):
    def loss_fn(params):
        q_values = network_def.apply(params, replay_elements["state"])
        replay_action_one_hot = jax.nn.one_hot(replay_elements["action"], num_actions)  # error: JAX106
        replay_chosen_q = jnp.sum(q_values * replay_action_one_hot, axis=1)
        next_q = network_def.apply(target_params, replay_elements["next_state"]).max(axis=1)
        target = replay_elements["reward"] + gamma * (1.0 - replay_elements["terminal"]) * next_q
        return jnp.mean((replay_chosen_q - jax.lax.stop_gradient(target)) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(online_params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(online_params, updates), opt_state, loss


class DQNAgent:
    def __init__(self, num_actions, obs_dim, seed=0):
        self.num_actions = num_actions
        self.network_def = QNetwork(num_actions=num_actions)
        self.online_params = self.network_def.init(jax.random.key(seed), jnp.zeros((1, obs_dim)))
        self.target_params = self.online_params
        self.opt_state = optimizer.init(self.online_params)

    def train_step(self, replay_elements):
        self.online_params, self.opt_state, loss = train(
            self.network_def, self.online_params, self.target_params, self.opt_state,
            replay_elements, self.num_actions, 0.99,
        )
        return loss
