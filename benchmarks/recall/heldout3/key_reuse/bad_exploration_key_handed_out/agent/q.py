import jax
import jax.numpy as jnp


class DQN:
    def __init__(self, n_actions):
        self.n_actions = n_actions

    def random_action(self, key):
        return int(jax.random.randint(key, (), 0, self.n_actions))

    def best_action(self, q_params, state, key):
        return int(jnp.argmax(q_params @ state))
